import LazyScrollUI

/// A battery screen as a device-companion app writes one: a grouped list whose rows show each
/// device's charge in a circular capacity `Gauge`, a health section with a linear gauge labelled
/// at both ends, and a thermometer in the open-ring style — `gaugeStyle(_:)` set once on a row.
struct BatteryStatus: View {
    struct Device: Identifiable {
        let id: String
        let charge: Double
        let isCharging: Bool
    }

    private let devices = [
        Device(id: "iPhone", charge: 0.82, isCharging: true),
        Device(id: "Watch", charge: 0.35, isCharging: false),
        Device(id: "AirPods", charge: 0.12, isCharging: false),
    ]
    @State private var maximumCapacity = 91.0
    @State private var temperature = 31.0

    var body: some View {
        NavigationStack {
            List {
                Section("Devices") {
                    ForEach(devices) { device in
                        HStack(spacing: 16) {
                            Gauge(value: device.charge) {
                                Text(device.id)
                            } currentValueLabel: {
                                Text(device.charge, format: .percent)
                            }
                            .gaugeStyle(.accessoryCircularCapacity)
                            .tint(device.charge < 0.2 ? .red : .green)
                            VStack(alignment: .leading) {
                                Text(device.id).font(.headline)
                                Text(device.isCharging ? "Charging" : "Not charging")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section {
                    Gauge(value: maximumCapacity, in: 0...100) {
                        Text("Maximum Capacity")
                    } currentValueLabel: {
                        Text("\(Int(maximumCapacity))% of the original")
                    } minimumValueLabel: {
                        Text("0%")
                    } maximumValueLabel: {
                        Text("100%")
                    }
                    HStack {
                        Text("Temperature")
                        Spacer()
                        Gauge(value: temperature, in: 0...45) {
                            Text("°C")
                        } currentValueLabel: {
                            Text("\(Int(temperature))")
                        }
                        .gaugeStyle(.accessoryCircular)
                        .tint(.orange)
                    }
                } header: {
                    Text("Battery Health")
                } footer: {
                    Text("Capacity is measured against the battery as it was new.")
                }
            }
            .navigationTitle("Battery")
        }
    }
}
