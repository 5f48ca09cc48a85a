import RouteCompiler

/// One Interface Builder storyboard as the importer reads it: its scenes and their segues.
struct StoryboardDocument: Equatable, Sendable {
    /// The file's path, as diagnostics print it.
    var path: String
    /// The storyboard's name: its file name without `.storyboard`, as references name it.
    var name: String
    /// The object ID of the initial view controller, when the storyboard has one.
    var initialSceneID: String?
    /// The scenes' view controllers, in file order.
    var scenes: [StoryboardScene]
}

/// The view controller of one storyboard scene.
struct StoryboardScene: Equatable, Sendable {
    /// What kind of controller a scene holds.
    enum Kind: Equatable, Sendable {
        /// A content view controller (plain, table, collection, …): it becomes a screen.
        case content
        /// A `UINavigationController`: its root view controller starts a stack.
        case navigation
        /// A `UITabBarController`: its view controllers are tabs.
        case tabBar
        /// A `UISplitViewController`: its master and detail columns.
        case split
        /// A `UIPageViewController`: pages are set from code, so it is not carried over.
        case pages
        /// A storyboard reference to a scene of another storyboard (its initial one when `identifier` is `nil`).
        case reference(storyboardName: String, identifier: String?)
    }

    /// The object ID that segues name as their destination.
    var id: String
    /// What the scene holds.
    var kind: Kind
    /// The XML element's name, such as `tableViewController`.
    var element: String
    /// The storyboard ID (`storyboardIdentifier`), which code instantiates it by.
    var storyboardIdentifier: String?
    /// The custom class (`customClass`).
    var customClass: String?
    /// The title: the navigation item's, else the controller's own.
    var title: String?
    /// The tab bar item's title.
    var tabTitle: String?
    /// The tab bar item's image name.
    var tabImage: String?
    /// The segues that start in the scene, in file order.
    var segues: [StoryboardSegue]
    /// Where the controller's element starts.
    var location: SourceLocation

    /// Whether the scene is a reference to a scene of a storyboard.
    var isReference: Bool {
        if case .reference = kind { true } else { false }
    }
}

/// A segue as the storyboard declares it.
struct StoryboardSegue: Equatable, Sendable {
    /// The segue's `kind`: `show`, `presentation`, `relationship`, `unwind`, …
    var kind: String
    /// The object ID of the destination scene (for an unwind, the source scene's exit).
    var destination: String
    /// The segue identifier, which code performs it by.
    var identifier: String?
    /// A relationship segue's role, such as `rootViewController` or `viewControllers`.
    var relationship: String?
    /// `modalPresentationStyle`, when set.
    var presentationStyle: String?
    /// `modalTransitionStyle`, when set.
    var transitionStyle: String?
    /// An unwind segue's action selector, such as `unwindToAuthors:`.
    var unwindAction: String?
    /// A custom segue's class.
    var customClass: String?
    /// Where the segue's element starts.
    var location: SourceLocation
}

/// The errors that stop an import, each at its place in a storyboard.
struct ImportFailure: Error, Equatable {
    /// The errors, in the order they were found.
    var diagnostics: [Diagnostic]

    /// A failure of one error.
    init(_ diagnostic: Diagnostic) { diagnostics = [diagnostic] }

    /// A failure of several errors.
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
