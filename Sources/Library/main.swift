import RouteKitTerminal

// The Library sample: authors → the books of an author → a book's cover, in the terminal; borrowing
// a book asks for a library card first (the `cardShown` gate), then goes on to the loan.
// Its routes, navigators and coordinator come from Routes/Library.routes.yaml through the build plugin.

let catalog: Catalog
do {
    catalog = try Catalog.bundled()
} catch {
    fatalError("The bundled library.json cannot be read: \(error)")
}
let session = ReaderSession()
let coordinator = LibraryCoordinator(factory: LibraryScreens(catalog: catalog, session: session), gatekeeper: session)
TerminalSession(
    navigation: coordinator.navigation,
    makeScreen: coordinator.makeScreen(for:at:),
    openDeepLink: { try coordinator.open($0) }
)
.run()
