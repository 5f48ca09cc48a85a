// A stub of UIKit: only the declarations RouteGen uses, each copied from the documentation page named
// above it (https://developer.apple.com/documentation/uikit/...). Nothing here runs.
// Where a page could not be found, or a declaration differs from its page because Swift cannot spell
// the page's form in a stub, the comment says so; Tests/AppleStubs/README.md lists every declaration.
// UIKit re-exports Foundation, as the real framework does.
@_exported import Foundation

// MARK: - Responders and view controllers

/// https://developer.apple.com/documentation/uikit/uiresponder
/// (page not found in the searched documentation; `UIResponder : NSObject` as Xamarin's and objc2's
/// bindings declare it, main-actor like every UIKit responder subclass below)
@MainActor open class UIResponder: NSObject {
    /// NSObject's `init()`: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
    public override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller — `@MainActor class UIViewController`
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    /// (page not found in the searched documentation; NSCoding's required initializer, which
    /// UIHostingController's page shows overridden as `required dynamic init?(coder:)`)
    public required init?(coder: NSCoder) { super.init() }
    /// NSObject's `init()`, which every Objective-C class inherits; UIViewController's calls
    /// `init(nibName: nil, bundle: nil)`. https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem! {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle — `enum UIModalPresentationStyle`
/// (only the cases RouteGen uses; the real enum has more. Raw values as in Xamarin's table.)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    /// (the page lists iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
    @available(tvOS, unavailable)
    case pageSheet = 1
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    /// (the page lists iOS 3.2, tvOS 26.0 and visionOS 1.0)
    @available(iOS 3.2, tvOS 26.0, visionOS 1.0, *)
    case formSheet = 2
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    @available(iOS 8.0, visionOS 1.0, *)
    case overFullScreen = 5
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    @available(iOS 8.0, visionOS 1.0, *)
    case overCurrentContext = 6
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    /// (the page lists iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
    @available(iOS 8.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    case popover = 7
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller — `@MainActor class
/// UIPresentationController` (iOS 8; `NSObject` subclass as Xamarin's and objc2's bindings declare it)
@MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// — `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    // Leave guards and gates: the requirements a held sheet swipe-down uses (defaults in that section below).
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    /// (`@objc optional` in UIKit: modelled as a requirement with a default that allows the dismissal)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The empty default that stands in for UIKit's `@objc optional`: a delegate need not implement it.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// MARK: - Transition coordinators

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
/// — `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
    var isInteractive: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
/// — `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    /// (the page gives `completion` a `= nil` default, which a protocol requirement cannot spell;
    /// callers here pass `completion` explicitly, which is valid against either form)
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

// MARK: - Navigation controllers

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// (`@MainActor class UINavigationController`, as the SDK mirror at onestack.dev shows it)
@MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    weak open var delegate: (any UINavigationControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
    /// (the page lists iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
    @available(tvOS, unavailable)
    open var isToolbarHidden: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
    /// (the page lists iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
    @available(tvOS, unavailable)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
/// — `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default. The page itself was not
    /// found; the protocol's page lists it, with the selector
    /// `navigationController:didShowViewController:animated:`, beside its `willShow` twin.)
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    /// The empty default that stands in for UIKit's `@objc optional`: a delegate need not implement it.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}
    /// The empty default that stands in for UIKit's `@objc optional`: a delegate need not implement it.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

// MARK: - Tab bar controllers

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller — `@MainActor class UITabBarController`
@MainActor open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller
    /// (the page lists iOS, iPadOS and Mac Catalyst only — "The More interface is not available in tvOS")
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var moreNavigationController: UINavigationController { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    weak open var delegate: (any UITabBarControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
/// (the protocol's page was not found; `NSObjectProtocol + MainThreadOnly` in objc2's binding, and
/// `@MainActor … : NSObjectProtocol` like every other UIKit delegate protocol above)
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    /// (`@objc optional` in UIKit: modelled as a requirement whose default returns `true`, as UIKit selects
    /// the tab without it)
    func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    )
        -> Bool
}

extension UITabBarControllerDelegate {
    /// The empty default that stands in for UIKit's `@objc optional`: a delegate need not implement it.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Returns `true`, as UIKit does when the delegate does not implement this `@objc optional` method.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    )
        -> Bool
    { true }
}

/// https://developer.apple.com/documentation/uikit/uibaritem
/// (page not found in the searched documentation; `UIBarItem : NSObject` as Xamarin's binding declares it)
@MainActor open class UIBarItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitabbaritem — `@MainActor class UITabBarItem`
@MainActor open class UITabBarItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uiimage — `class UIImage` (not main-actor)
/// (`Sendable`: not shown on the page; UIImage is Sendable in the SDK, as Apple's forum answer on
/// NSImage's Sendable conformance contrasts)
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public convenience init?(systemName name: String) { return nil }
}

// MARK: - Split view controllers

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller — `@MainActor class UISplitViewController`
@MainActor open class UISplitViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
    /// (only the cases RouteGen uses; the real enum has more)
    public enum Style: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
        @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
        case doubleColumn = 1
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column — `enum Column`
    /// (only the cases RouteGen uses; the real enum also has supplementary, compact and inspector.
    /// Raw values as in Xamarin's table.)
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public enum Column: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
        case primary = 0
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary
        case secondary = 2
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
    /// (page not found in the searched documentation; `delegate`/`setDelegate:` of
    /// `UISplitViewControllerDelegate` in objc2's binding, declared like the other controllers' delegates)
    weak open var delegate: (any UISplitViewControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open func show(_ column: UISplitViewController.Column) {}
}

/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
/// (an Objective-C protocol without `NSObject`: class-bound, modelled with `AnyObject`)
@MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
    /// (`@objc optional` in UIKit: modelled as a requirement whose default returns the proposed column,
    /// which is what UIKit does without it)
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default; availability as on
    /// its sibling's page, splitViewControllerDidCollapse(_:))
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Returns the proposed column, as UIKit does when the delegate does not implement this `@objc optional`
    /// method.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// The empty default that stands in for UIKit's `@objc optional`.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// The empty default that stands in for UIKit's `@objc optional`.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

// MARK: - Views, windows and scenes

/// https://developer.apple.com/documentation/uikit/uiview — `@MainActor class UIView` (`: UIResponder`)
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// (page not found in the searched documentation; NSCoding's required initializer)
    public required init?(coder: NSCoder) { super.init() }
    /// NSObject's `init()`, which every Objective-C class inherits; UIView's calls `init(frame: .zero)`.
    /// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
    public convenience override init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    /// (the page declares `@NSCopying var backgroundColor: UIColor? { get set }`; `@NSCopying` applies
    /// only to stored properties, which a stub's computed property is not)
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    /// (page not found in the searched documentation; `var centerXAnchor: NSLayoutXAxisAnchor { get }`
    /// as AppKit's NSView and UIKit-based documentation quote it)
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    /// (page not found in the searched documentation; `var centerYAnchor: NSLayoutYAxisAnchor { get }`
    /// as AppKit's NSView and UIKit-based documentation quote it)
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilabel — `@MainActor class UILabel`
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uicolor — `class UIColor` (not main-actor, as the SDK
/// mirror at onestack.dev shows it; `Sendable` is not shown on the searched pages)
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    /// (the page lists iOS 13, iPadOS 13, Mac Catalyst and visionOS 1: no tvOS)
    @available(iOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open class var systemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    /// (the page itself was not found; the UIColor listing declares `class var secondaryLabel : UIColor`,
    /// and its sibling https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel lists
    /// iOS 13, tvOS 13 and visionOS 1)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open class var secondaryLabel: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// (`@MainActor class NSLayoutConstraint`, as the SDK mirror at onestack.dev shows it)
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
/// — `@MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject`
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor — `@MainActor class NSLayoutXAxisAnchor`
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
/// (page not found in the searched documentation; declared as its X-axis twin, and
/// `NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor>` in Xamarin's binding)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/uiwindow — `@MainActor class UIWindow : UIView`
/// (only `init(windowScene:)` is declared: RouteGen never creates a window by frame, and the page of
/// the inherited `init()` marks it deprecated in iOS 26)
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {}
}

/// https://developer.apple.com/documentation/uikit/uiscene — `@MainActor class UIScene`
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions — `@MainActor class ConnectionOptions`
    @MainActor open class ConnectionOptions: NSObject {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene — `@MainActor class UIWindowScene : UIScene`
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIWindowScene: UIScene {}

/// https://developer.apple.com/documentation/uikit/uiscenesession — `@MainActor class UISceneSession`
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UISceneSession: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
/// — `@MainActor protocol UISceneDelegate : NSObjectProtocol`
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
extension UISceneDelegate {
    /// The empty default that stands in for UIKit's `@objc optional`: a delegate need not implement it.
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// — `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    /// (`@objc optional` in UIKit: modelled as a requirement, so a conformer must declare it)
    var window: UIWindow? { get set }
}

// MARK: - Tables, stacks and buttons (the Library sample's view controllers)

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller — `@MainActor class UITableViewController`
@MainActor open class UITableViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    /// (`init?(coder: NSCoder)` in the SDK mirror at onestack.dev)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { fatalError() }
        set {}
    }

    // UITableViewController adopts UITableViewDataSource and UITableViewDelegate; a subclass overrides
    // these (Apple's UITableViewDataSource overview does, with `override func`). The stub declares them
    // on the class rather than the protocols, which only this class's subclasses use here.

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    /// (page not found in the searched documentation; selector `tableView:didSelectRowAtIndexPath:` in
    /// Xamarin's UITableViewController binding, shaped like its documented sibling
    /// `tableView(_:didHighlightRowAt:)`)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// https://developer.apple.com/documentation/uikit/uiscrollview — `@MainActor class UIScrollView : UIView`
/// (declared only as UITableView's superclass)
@MainActor open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uitableview — `@MainActor class UITableView : UIScrollView`
/// (the page's "Inherits From"; UIScrollView's page names UITableView among its subclasses)
@MainActor open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum — `enum Style`
    /// (only the cases RouteGen uses; the real enum also has grouped and insetGrouped. Raw values as in
    /// Xamarin's table.)
    public enum Style: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        case plain = 0
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    /// (`func cellForRow(at indexPath: IndexPath) -> UITableViewCell?`; iOS 2, tvOS and visionOS 1)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell — `@MainActor class UITableViewCell` (`: UIView`)
@MainActor open class UITableViewCell: UIView {}

/// UIKit's Swift overlay adds content configurations to UITableViewCell in an extension, so neither
/// member can be overridden (`@available(iOS 14.0, tvOS 14.0, *) extension UITableViewCell`, as the
/// SDK interface declares it).
@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    /// (the page itself was not found; declared as its documented twins
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
    /// and https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration())
    @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    /// (the page itself was not found; declared as its documented twin
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k)
    @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5 — `protocol UIContentConfiguration`
/// (not main-actor; its requirements `makeContentView()` and `updated(for:)` are left out: nothing here
/// conforms to it but UIListContentConfiguration)
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
/// — `struct UIListContentConfiguration` (`: UIContentConfiguration, Hashable` in the SDK interface)
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
    /// (the Swift page was not found; the Objective-C page
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-c.class/text declares
    /// `@property (nonatomic, copy, nullable) NSString * text`)
    public var text: String?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
    /// (the Swift page was not found; the Objective-C page
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-c.class/secondarytext
    /// declares `@property (nonatomic, copy, nullable) NSString * secondaryText`)
    public var secondaryText: String?
}

/// https://developer.apple.com/documentation/uikit/uistackview — `@MainActor class UIStackView`
@MainActor open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    /// (page not found in the searched documentation; `@property(nonatomic) CGFloat spacing` in the header)
    open var spacing: CGFloat {
        get { fatalError() }
        set {}
    }
}

extension NSLayoutConstraint {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis — `enum Axis`
    /// (only the cases RouteGen uses; the real enum also has `horizontal`)
    public enum Axis: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical = 1
    }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
/// (page not found in the searched documentation; `UIButton : UIControl`, `UIControl : UIView`)
@MainActor open class UIControl: UIView {}

/// https://developer.apple.com/documentation/uikit/uibutton — `@MainActor class UIButton` (`: UIControl`)
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum — `enum ButtonType`
    /// (only the cases RouteGen uses; the real enum has more. Raw values as in objc2's binding.)
    public enum ButtonType: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system = 1
    }
}

/// UIKit's Swift overlay adds the action initializer in an extension.
@available(iOS 14.0, tvOS 14.0, *)
extension UIButton {
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    @MainActor @preconcurrency public convenience init(
        type buttonType: UIButton.ButtonType = .system,
        primaryAction: UIAction?
    ) {
        self.init(frame: .zero)
    }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
/// (page not found in the searched documentation; `UIAction : UIMenuElement`, `UIMenuElement : NSObject`)
@MainActor open class UIMenuElement: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiaction — `@MainActor class UIAction`
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIAction: UIMenuElement {}

/// UIKit's Swift overlay adds the closure initializer in an extension.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
extension UIAction {
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// (declared with the parameters RouteGen passes; the page's others — `image`, `identifier`,
    /// `discoverabilityTitle`, `attributes`, `state` — all have defaults and are left out)
    @available(iOS 13.0, tvOS 14.0, *)
    @MainActor @preconcurrency public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        self.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's additions to Foundation's IndexPath for table views.
extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:) (`init(row: Int, section:
    /// Int)`, UIKit's addition: its symbol is in the UIKit extension of IndexPath; iOS 7, tvOS 9, visionOS 1)
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
}

// MARK: - Presentation styles

/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle — `enum UIModalTransitionStyle`
/// (only the cases RouteGen uses; the real enum also has partialCurl. Raw values as in Xamarin's table.)
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/coververtical
    case coverVertical = 0
    /// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/fliphorizontal
    /// (the page lists iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
    @available(tvOS, unavailable)
    case flipHorizontal = 1
    /// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/crossdissolve
    case crossDissolve = 2
}

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle
    /// (a property of the class in UIKit; declared in this extension to keep the new declarations together)
    @available(iOS 3.0, visionOS 1.0, *)
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    /// (the page lists iOS 15, iPadOS, Mac Catalyst and visionOS 1.0: no tvOS)
    @available(iOS 15.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public var sheetPresentationController: UISheetPresentationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    @available(iOS 8.0, visionOS 1.0, *)
    public var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
    /// (the page lists iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
    @available(tvOS, unavailable)
    public var hidesBottomBarWhenPushed: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller — `@MainActor class
/// UISheetPresentationController` (iOS 15, visionOS 1.0; a `UIPresentationController` subclass)
@available(iOS 15.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor open class UISheetPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
    /// (the Detent page lists iOS 15, iPadOS and Mac Catalyst only)
    @available(visionOS, unavailable)
    open var detents: [UISheetPresentationController.Detent] {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent — `@MainActor
    /// class Detent` (the page lists iOS 15, iPadOS and Mac Catalyst only)
    @available(visionOS, unavailable)
    @MainActor open class Detent: NSObject {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        open class func medium() -> Self { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        open class func large() -> Self { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller — `@MainActor class
/// UIPopoverPresentationController` (iOS 8, visionOS 1.0; a `UIPresentationController` subclass; declared
/// on tvOS too, where the page lists none, because `popoverPresentationController` names it there)
@available(iOS 8.0, visionOS 1.0, *)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    /// (the page lists iOS 8, iPadOS, Mac Catalyst and visionOS 1.0: no tvOS)
    @available(tvOS, unavailable)
    open var sourceView: UIView? {
        get { fatalError() }
        set {}
    }
}

// MARK: - Zoom transitions (issue 41)

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
    /// (`var preferredTransition: UIViewController.Transition? { get set }`; iOS 18, Mac Catalyst 18, tvOS 18,
    /// visionOS 2; a property of the class in UIKit, declared in this extension to keep the zoom together)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public var preferredTransition: UIViewController.Transition? {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition (`class Transition`; iOS 18,
    /// Mac Catalyst 18, tvOS 18, visionOS 2; `NSObject` as objc2's binding of `UIViewControllerTransition`
    /// declares it; the page shows no `@MainActor`)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open class Transition: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
        /// (`static func zoom(options: UIViewController.Transition.ZoomOptions? = nil, sourceViewProvider: @escaping
        /// (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?) -> Self`; the page lists iOS 18
        /// and iPadOS 18, and Mac Catalyst, tvOS and visionOS without a version: RouteKitUIKit calls it on iOS only)
        @available(iOS 18.0, *)
        public static func zoom(
            options: UIViewController.Transition.ZoomOptions? = nil,
            sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            fatalError()
        }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions (`class
        /// ZoomOptions`; its members left out)
        open class ZoomOptions: NSObject {}

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
        /// (not found: the type's page was not in the searched documentation; `class
        /// ZoomSourceViewProviderContext`, whose `sourceViewController` page was; its members left out)
        open class ZoomSourceViewProviderContext: NSObject {}
    }
}

// MARK: - Leave guards and gates (held back buttons, edge swipes and sheet swipe-downs)

extension UIAdaptivePresentationControllerDelegate {
    /// The default that stands in for UIKit's `@objc optional`: without it, UIKit dismisses.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// The empty default that stands in for UIKit's `@objc optional`: a delegate need not implement it.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// UIViewController's members for modal sheets and navigation bars, declared in an extension here so that
/// this section stays apart (UIKit declares `isModalInPresentation` in the class and `navigationItem` in
/// the `UINavigationControllerItem` category; neither is overridden by RouteGen).
extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    /// — `var isModalInPresentation: Bool { get set }`
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public var isModalInPresentation: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    /// — `var navigationItem: UINavigationItem { get }`
    public var navigationItem: UINavigationItem { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem — `@MainActor class UINavigationItem`
/// (`NSObject` subclass as Xamarin's binding declares it; its `NSCoding` conformance is left out)
@MainActor open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
    /// — `@NSCopying var backAction: UIAction? { get set }` (iOS 16, Mac Catalyst 16, visionOS 1; no tvOS),
    /// but for `@NSCopying`, which a computed property cannot carry
    @available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var backAction: UIAction? {
        get { fatalError() }
        set {}
    }
}

extension UINavigationController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    /// — `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }` (iOS 7, visionOS 1; no tvOS)
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    /// — `var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }` (iOS 26, visionOS 26; no tvOS)
    @available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer — `@MainActor class UIGestureRecognizer`
/// (`NSObject` subclass as Xamarin's binding declares it)
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    /// — `var isEnabled: Bool { get set }`
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
}
