print("lazyscroll")
