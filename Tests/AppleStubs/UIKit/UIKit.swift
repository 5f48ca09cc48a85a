// A stub of UIKit: only the declarations RouteGen uses, each copied from the documentation page named
// above it (https://developer.apple.com/documentation/uikit/...). Nothing here runs.
// UIKit re-exports Foundation, as the real framework does.
@_exported import Foundation

// MARK: - Responders and view controllers

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/init()
    public override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
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

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
/// (only the cases RouteGen uses; the real enum has more)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    @available(tvOS, unavailable)
    case pageSheet = 1
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// MARK: - Transition coordinators

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
    var isInteractive: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

// MARK: - Navigation controllers

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
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
    @available(tvOS, unavailable)
    open var isToolbarHidden: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
    @available(tvOS, unavailable)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

// MARK: - Tab bar controllers

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
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
    open var moreNavigationController: UINavigationController { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    weak open var delegate: (any UITabBarControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor open class UITabBarItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) { return nil }
}

// MARK: - Split view controllers

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor open class UISplitViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
    /// (only the cases RouteGen uses; the real enum has more)
    public enum Style: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
        @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
        case doubleColumn = 1
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
    /// (only the cases RouteGen uses; the real enum has more)
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
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
}

// MARK: - Windows and scenes

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    /// NSObject's `init()`, which every Objective-C class inherits; UIView's calls `init(frame: .zero)`.
    /// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
    public convenience override init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
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
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilabel
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

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(tvOS, unavailable)
    open class var systemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    open class var secondaryLabel: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, tvOS 13.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
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

/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor open class ConnectionOptions: NSObject {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {}

/// https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor open class UISceneSession: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    /// (`@objc optional` in UIKit: modelled as a requirement with an empty default)
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    /// (`@objc optional` in UIKit: modelled as a requirement, so a conformer must declare it)
    var window: UIWindow? { get set }
}

// MARK: - Tables, stacks and buttons (the Library sample's view controllers)

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor open class UITableViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    /// (only the cases RouteGen uses; the real enum has more)
    public enum Style: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        case plain = 0
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor public protocol UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
    public var text: String?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
    public var secondaryText: String?
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat {
        get { fatalError() }
        set {}
    }
}

extension NSLayoutConstraint {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    /// (only the cases RouteGen uses; the real enum has more)
    public enum Axis: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical = 1
    }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    /// (only the cases RouteGen uses; the real enum has more)
    public enum ButtonType: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system = 1
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
    }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// (declared with the parameters RouteGen passes; the others are defaulted in UIKit)
    public convenience init(title: String = "", handler: @escaping UIActionHandler) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's additions to Foundation's IndexPath for table views.
extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { fatalError() }
        set {}
    }
}
