import LazyScrollUI

/// A sign-in form as apps write it: an e-mail field and a password field in a `Form`,
/// `@FocusState` moving from one to the next on Return, the button disabled until both are
/// filled, and `onSubmit` signing in from the password field.
struct LoginScreen: View {
    enum Field: Hashable {
        case email
        case password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var isSignedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                        .onSubmit(signIn)
                } header: {
                    Text("Account")
                } footer: {
                    Text("Use the address you registered with.")
                }
                Section {
                    Button("Sign In", action: signIn)
                        .disabled(email.isEmpty || password.isEmpty)
                }
                if isSignedIn {
                    Section {
                        Text("Signed in as \(email)")
                    }
                }
            }
            .navigationTitle("Sign In")
        }
    }

    private func signIn() {
        guard !email.isEmpty, !password.isEmpty else { return }
        isSignedIn = true
        focusedField = nil
    }
}

#Preview {
    LoginScreen()
}
