/// The names of the types a spec generates, all prefixed with the spec's name.
package struct GeneratedNames {
    /// The spec's name.
    package let prefix: String

    /// The names of the spec named `prefix`.
    package init(prefix: String) { self.prefix = prefix }

    /// `<Name>Route`: one case per screen, with parameters.
    package var route: String { prefix + "Route" }
    /// `<Name>Screen`: one case per screen, without parameters.
    package var screen: String { prefix + "Screen" }
    /// `<Name>Tab`: one case per tab.
    package var tab: String { prefix + "Tab" }
    /// `<Name>Navigator`: the namespace of the per-screen navigator handles.
    package var navigator: String { prefix + "Navigator" }
    /// `<Name>ScreenNavigator`: the protocol every navigator conforms to, for the moves several share.
    package var screenNavigator: String { prefix + "ScreenNavigator" }
    /// `<Name>ScreenFactory`: the protocol the app implements to build screens.
    package var screenFactory: String { prefix + "ScreenFactory" }
    /// `<Name>PlaceholderFactory`: a factory that builds a placeholder for every screen.
    package var placeholderFactory: String { prefix + "PlaceholderFactory" }
    /// `<Name>Coordinator`: owns the navigation state.
    package var coordinator: String { prefix + "Coordinator" }
    /// The navigator handle types whose names inside `<Name>Navigator` are `typeNames`, in order;
    /// `<Name>Navigator.` is made once for them all.
    func navigatorHandles(typeNames: [String]) -> [String] {
        let namespace = navigator + "."
        return typeNames.map { namespace + $0 }
    }
    /// The navigator handle type of a screen, without the `<Name>Navigator.` prefix.
    package static func navigatorTypeName(forScreen screen: String) -> String {
        SwiftNaming.navigatorTypeName(screen)
    }

    /// The generated file's name: `<Name>Routes.swift`.
    package var fileName: String { prefix + "Routes.swift" }
}
