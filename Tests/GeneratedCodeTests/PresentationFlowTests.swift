import Foundation
import RouteKit
import Testing

/// Presentation styles, detents, transitions, the tab bar, tab re-selection and a collapsed split view,
/// through the plugin: the state a move makes and the commands a host receives.
@MainActor
@Suite("Presentation flows")
struct PresentationFlowTests {
    typealias Gallery = GalleryCoordinator<GalleryPlaceholderFactory>

    private func gallery() -> (Gallery, RecordingNavigationHost<GalleryRoute>) {
        let host = RecordingNavigationHost<GalleryRoute>()
        let coordinator = Gallery(factory: GalleryPlaceholderFactory(), host: host)
        host.reset()
        return (coordinator, host)
    }

    @Test("Each move presents in its style, with its detents and transition")
    func everyStyleReachesTheHost() throws {
        let (coordinator, host) = gallery()
        try #require(coordinator.navigator(GalleryNavigator.Library.self)).openPhoto(id: 7)
        let photo = try #require(coordinator.navigator(GalleryNavigator.Photo.self))
        let moves: [(() -> Void, String)] = [
            ({ photo.edit() }, "present 0 sheet [editor] animated"),
            ({ photo.share() }, "present 0 pageSheet detents(medium) [share] animated"),
            ({ photo.showInfo() }, "present 0 formSheet flipHorizontal [info] animated"),
            ({ photo.showMap() }, "present 0 overFullScreen crossDissolve [map] animated"),
            ({ photo.showTags() }, "present 0 overCurrentContext [tags] animated"),
        ]
        for (move, command) in moves {
            host.reset()
            move()
            #expect(host.log == [command])
            coordinator.navigation.hostDidDismiss(fromIndex: 0)
        }
        photo.edit()
        try #require(coordinator.navigator(GalleryNavigator.Editor.self)).pickFilter()
        let filters = try #require(coordinator.state.presentations.last)
        #expect(filters.style == .sheet)
        #expect(filters.detents == [.medium, .large])
        #expect(filters.transition == .coverVertical)
        #expect(host.log.last == "present 1 sheet detents(medium, large) [filters] animated")
    }

    @Test("A popover zooms and a full-screen cover keeps the transition's style")
    func popoverAndFullScreen() throws {
        let (coordinator, host) = gallery()
        try #require(coordinator.navigator(GalleryNavigator.Library.self)).showSettings()
        #expect(coordinator.state.presentations.map(\.style) == [.popover])
        #expect(coordinator.state.presentations.first?.transition == .zoom)
        #expect(host.log == ["present 0 popover zoom [settings] animated"])
        coordinator.navigation.hostDidDismiss(fromIndex: 0)

        try #require(coordinator.navigator(GalleryNavigator.Library.self)).selectAlbums()
        try #require(coordinator.navigator(GalleryNavigator.Albums.self)).openAlbum(name: "Trips")
        host.reset()
        try #require(coordinator.navigator(GalleryNavigator.Album.self)).playSlideshow()
        #expect(host.log == ["present 0 fullScreen [slideshow] animated"])
    }

    @Test("A zooming push hides the tab bar; popping shows it again")
    func zoomingPushHidesTheTabBar() throws {
        let (coordinator, host) = gallery()
        #expect(coordinator.state.tabBarVisibility == .visible)
        try #require(coordinator.navigator(GalleryNavigator.Library.self)).openPhoto(id: 3)
        #expect(host.log == ["setStack tab(library) [library, photo(id: 3)] animated"])
        let stack = try #require(coordinator.state.stack(at: .tab(.library)))
        #expect(stack.isZoomed(at: 1))
        #expect(!stack.isZoomed(at: 0))
        #expect(coordinator.state.tabBarVisibility == .hidden)
        #expect(GalleryRoute.photo(id: 3).tabBar == .hidden)
        #expect(GalleryRoute.library.tabBar == .visible)

        try #require(coordinator.navigator(GalleryNavigator.Photo.self)).back()
        #expect(coordinator.state.tabBarVisibility == .visible)
        #expect(coordinator.state.stack(at: .tab(.library))?.isZoomed(at: 1) == false)
    }

    @Test("A tap on the selected tab pops a deep stack to its root (reselect: popToRoot)")
    func reselectPopsToRoot() throws {
        let (coordinator, host) = gallery()
        try #require(coordinator.navigator(GalleryNavigator.Library.self)).selectAlbums()
        try #require(coordinator.navigator(GalleryNavigator.Albums.self)).openAlbum(name: "Trips")
        try #require(coordinator.navigator(GalleryNavigator.Album.self)).openPhoto(id: 1)
        #expect(coordinator.state.stack(at: .tab(.albums))?.count == 3)
        var events: [NavigationEvent<GalleryRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }
        host.reset()

        coordinator.navigation.hostDidReselectTab(.albums)

        #expect(coordinator.state.stack(at: .tab(.albums))?.routes == [.albums])
        #expect(host.log == ["setStack tab(albums) [albums] animated"])
        #expect(
            events == [
                .popped(.photo(id: 1), from: .tab(.albums), reason: .popToRoot),
                .popped(.album(name: "Trips"), from: .tab(.albums), reason: .popToRoot),
                .screenShown(.albums, name: "albums"),
            ]
        )
        // A tap on a tab that is not selected, or on a stack at its root, changes nothing.
        host.reset()
        coordinator.navigation.hostDidReselectTab(.library)
        coordinator.navigation.hostDidReselectTab(.albums)
        #expect(host.log.isEmpty)
        observation.cancel()
    }

    @Test("A tap on the selected tab does nothing with reselect: none")
    func reselectNone() throws {
        let host = RecordingNavigationHost<FramesRoute>()
        let coordinator = FramesCoordinator(factory: FramesPlaceholderFactory(), host: host)
        try #require(coordinator.navigator(FramesNavigator.Feed.self)).openPost(id: 1)
        host.reset()
        #expect(!FramesRoute.reselectPopsToRoot)

        coordinator.navigation.hostDidReselectTab(.feed)

        #expect(coordinator.state.stack(at: .tab(.feed))?.routes == [.feed, .post(id: 1)])
        #expect(host.log.isEmpty)
    }

    @Test("A collapsed split pushes the detail over the primary stack; back closes it")
    func collapsedSplit() throws {
        let host = RecordingNavigationHost<AtlasRoute>()
        let coordinator = AtlasCoordinator(factory: AtlasPlaceholderFactory(), host: host)
        host.reset()
        coordinator.navigation.collapsesSplit = true
        #expect(host.log == ["setStack primary [countries]"])
        host.reset()

        try #require(coordinator.navigator(AtlasNavigator.Countries.self)).showCountry(code: "FR")
        #expect(host.log == ["setStack primary [countries, country(code: \"FR\")] animated"])
        guard case .split(let split) = coordinator.state.root else {
            Issue.record("not a split root")
            return
        }
        #expect(split.primary.routes == [.countries])
        #expect(split.secondary?.routes == [.country(code: "FR")])

        try #require(coordinator.navigator(AtlasNavigator.Country.self)).showCity(name: "Lyon")
        #expect(host.log.last == "setStack primary [countries, country(code: \"FR\"), city(name: \"Lyon\")] animated")

        host.reset()
        try #require(coordinator.navigator(AtlasNavigator.City.self)).back()
        #expect(host.log == ["setStack primary [countries, country(code: \"FR\")] animated"])
        // The detail's root has no back() of its own: the collapsed stack's back button closes it.
        coordinator.navigation.hostDidPop(.primary, toCount: 1)
        #expect(host.log.count == 1)
        guard case .split(let closed) = coordinator.state.root else { return }
        #expect(closed.primary.routes == [.countries])
        #expect(closed.secondary == nil)

        // Expanding shows both columns again: the primary stack and, once shown, the detail.
        try #require(coordinator.navigator(AtlasNavigator.Countries.self)).showCountry(code: "IT")
        host.reset()
        coordinator.navigation.collapsesSplit = false
        #expect(host.log == ["setStack primary [countries]", "showDetail [country(code: \"IT\")]"])
    }

    @Test("The user's back swipe in a collapsed split pops the detail first, then closes it")
    func collapsedSplitBackSwipe() throws {
        let host = RecordingNavigationHost<AtlasRoute>()
        let coordinator = AtlasCoordinator(factory: AtlasPlaceholderFactory(), host: host)
        coordinator.navigation.collapsesSplit = true
        try #require(coordinator.navigator(AtlasNavigator.Countries.self)).showCountry(code: "FR")
        try #require(coordinator.navigator(AtlasNavigator.Country.self)).showCity(name: "Lyon")
        host.reset()

        coordinator.navigation.hostDidPop(.primary, toCount: 1)

        #expect(host.log.isEmpty)
        guard case .split(let split) = coordinator.state.root else { return }
        #expect(split.primary.routes == [.countries])
        #expect(split.secondary == nil)
        #expect(coordinator.state.visibleRoute == .countries)
    }
}
