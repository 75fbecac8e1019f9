import SwiftUI
import Twilight
import TwilightApple
import TwilightColor

/// The reference app: the person's Light / Dark / System choice is kept under the reference
/// app's own key and values (`dark_mode`: `Light`, `Dark`, `System`), so a user of the UIKit
/// version keeps their choice, and every window follows it with a 0.3 s cross-dissolve.
@main
@MainActor
struct ReferenceApp: App {
    /// The person's choice, kept under `dark_mode`; which styles are dark is the reference
    /// document's answer.
    @State private var manager = ThemeManager(store: UserDefaultsPreferenceStore.referenceApp(), styles: ReferenceTokens.styles)

    var body: some Scene {
        WindowGroup {
            MainScreen().themed(by: manager)
        }
    }
}

/// The main screen: what the appearance, the brand and your colour are now, and the way to Settings.
struct MainScreen: View {
    @Environment(ThemeManager.self) private var manager

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text(AppearanceChoice.summary(of: manager.preference, style: manager.style))
                    .font(.title2)
                    .foregroundStyle(.themeAccent)
                    .padding()
                    .background(.themeSurface, in: RoundedRectangle(cornerRadius: 12))
                    .shadow(color: ThemeColor.themeBorder.color, radius: 2)
                Text("Brand: \(ReferenceTokens.Axes.Brand(manager.look.axes).rawValue.capitalized)")
                    .foregroundStyle(.themeMuted)
                Text("Your colour: \(YourColor.picked.color(in: manager.look.axes)?.hexString ?? "off")")
                    .foregroundStyle(.themeMuted)
                NavigationLink("Settings") { SettingsScreen() }
            }
            .navigationTitle("Twilight")
        }
    }
}

/// Settings: Light, Dark and System, the brand, the chosen ones checked, and your colour; each tap is one
/// change of the person's choice, saved and applied at once.
struct SettingsScreen: View {
    @Environment(ThemeManager.self) private var manager

    var body: some View {
        List {
            Section("Appearance") {
                ForEach(AppearanceChoice.allCases, id: \.self) { choice in
                    row(choice.title, chosen: choice.preference == manager.preference) {
                        manager.preference = choice.preference
                    }
                }
            }
            Section("Brand") {
                ForEach(ReferenceTokens.Axes.Brand.allCases, id: \.self) { brand in
                    row(brand.rawValue.capitalized, chosen: ReferenceTokens.Axes.Brand(manager.look.axes) == brand) {
                        manager.choice.axes = brand.chosen(in: manager.choice.axes)
                    }
                }
            }
            YourColorSection()
        }
        .navigationTitle("Settings")
    }

    private func row(_ title: String, chosen: Bool, choose: @escaping () -> Void) -> some View {
        Button(action: choose) {
            HStack {
                Text(title)
                Spacer()
                if chosen { Image(systemName: "checkmark").foregroundStyle(.themeAccent) }
            }
        }
    }
}
