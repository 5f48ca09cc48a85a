#if canImport(UIKit)
import RouteKit
import RouteKitUIKit
import UIKit

// The Library sample's UIKit front end: the same routes and navigators as the terminal one, shown by
// UIKitNavigationHost. A scene delegate keeps a `LibraryApp` and calls `show(in:)`.

/// Owns the Library's navigation for as long as the scene runs.
@MainActor final class LibraryApp {
    /// The coordinator that builds the view controllers and applies their moves.
    let coordinator: LibraryCoordinator<LibraryViewControllers>

    /// The books lists on screen, where a cover finds the row it zooms out of.
    private let bookLists: BookLists

    /// Creates the navigation of the Library for `catalog`, borrowing as the reader of `session`.
    init(catalog: Catalog, session: ReaderSession = ReaderSession()) {
        let bookLists = BookLists()
        self.bookLists = bookLists
        coordinator = LibraryCoordinator(
            factory: LibraryViewControllers(catalog: catalog, bookLists: bookLists),
            gatekeeper: session
        )
    }

    /// Shows the Library in `window`.
    func show(in window: UIWindow) {
        let host = UIKitNavigationHost(window: window) { [unowned coordinator] route, location in
            coordinator.makeScreen(for: route, at: location)
        }
        // The cover (`transition: zoom`) grows out of its book's row on iOS 18, and shrinks back into it.
        host.zoomSourceView = { [bookLists] route in bookLists.rowView(for: route) }
        coordinator.navigation.host = host
    }
}

/// The books lists the factory made, by author, so that a cover can zoom out of its book's row.
@MainActor final class BookLists {
    /// The list of each author's books; a list that has left the screen is gone.
    private var lists: [String: WeakList] = [:]

    /// A list held weakly: the navigation controller owns it.
    private struct WeakList {
        weak var list: ListViewController?
    }

    /// Keeps `list` as the books of `author`.
    func add(_ list: ListViewController, author: String) {
        lists[author] = WeakList(list: list)
    }

    /// The row that a cover route zooms out of: its title's row in its author's books, if that list is still
    /// there; `nil` (the default transition) for any other route.
    func rowView(for route: LibraryRoute) -> UIView? {
        guard case .bookCover(let author, let title) = route else { return nil }
        return lists[author]?.list?.rowView(withText: title)
    }
}

/// Builds the Library's view controllers; each moves only with its navigator.
struct LibraryViewControllers: LibraryScreenFactory {
    typealias Screen = UIViewController

    /// The authors and books shown.
    let catalog: Catalog
    /// Where the books lists are kept for the covers' zoom.
    let bookLists: BookLists

    /// The list of authors.
    func makeAuthors(navigator: LibraryNavigator.Authors) -> UIViewController {
        ListViewController(
            rows: catalog.authors.map { author in
                ListViewController.Row(text: author.name, detail: "\(author.books.count) books") {
                    navigator.showBooks(author: author.name)
                }
            }
        )
    }

    /// The books of one author.
    func makeBooks(author: String, navigator: LibraryNavigator.Books) -> UIViewController {
        let list = ListViewController(
            rows: (catalog.author(named: author)?.books ?? []).map { book in
                ListViewController.Row(text: book.title, detail: String(book.year)) {
                    navigator.showCover(author: author, title: book.title)
                }
            }
        )
        bookLists.add(list, author: author)
        return list
    }

    /// A book's cover, full screen: no navigation bar, so the screen offers its own way back.
    func makeBookCover(author: String, title: String, navigator: LibraryNavigator.BookCover) -> UIViewController {
        let year = catalog.author(named: author)?.books.first { $0.title == title }?.year
        return CoverViewController(
            cover: BookCover(title: title, author: author, year: year),
            actions: [
                UIAction(title: "Back to \(author)") { _ in navigator.back() },
                UIAction(title: "All authors") { _ in navigator.backToAuthors() },
            ]
        )
    }
}

/// A plain table of rows, each with a text, a detail and what a tap does.
final class ListViewController: UITableViewController {
    /// One row of the table.
    struct Row {
        /// The row's text.
        let text: String
        /// The row's secondary text.
        let detail: String
        /// What a tap on the row does.
        let select: @MainActor () -> Void
    }

    /// The rows, in order.
    private let rows: [Row]

    /// Creates a table of `rows`.
    init(rows: [Row]) {
        self.rows = rows
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ListViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].text
        content.secondaryText = rows[indexPath.row].detail
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        rows[indexPath.row].select()
    }

    /// The cell of the first row whose text is `text`, if the table has it (on screen or prepared).
    func rowView(withText text: String) -> UIView? {
        guard let row = rows.firstIndex(where: { $0.text == text }) else { return nil }
        return tableView.cellForRow(at: IndexPath(row: row, section: 0))
    }
}

/// A book's cover drawn in text, with buttons below it.
final class CoverViewController: UIViewController {
    /// The cover shown.
    private let cover: BookCover
    /// The buttons' actions, in order.
    private let actions: [UIAction]

    /// Creates a cover screen with a button per action.
    init(cover: BookCover, actions: [UIAction]) {
        self.cover = cover
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("CoverViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        #if !os(tvOS)
        view.backgroundColor = .systemBackground
        #endif
        let label = UILabel()
        label.numberOfLines = 0
        label.text = cover.lines.joined(separator: "\n")
        let stack = UIStackView(arrangedSubviews: [label] + actions.map { UIButton(primaryAction: $0) })
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
#endif
