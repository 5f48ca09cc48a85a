#if canImport(UIKit)
import UIKit

/// A view controller that stands in for a screen the app has not built yet: it shows the route's title.
///
/// A generated screen factory whose `Screen` is `UIViewController` builds one for every screen
/// whose `make…` the app has not written.
@MainActor
public final class PlaceholderViewController: UIViewController {
    /// Creates a placeholder titled `title`.
    public init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("PlaceholderViewController is created in code")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        #if !os(tvOS)
        view.backgroundColor = .systemBackground
        #endif
        let label = UILabel()
        label.text = title
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
#endif
