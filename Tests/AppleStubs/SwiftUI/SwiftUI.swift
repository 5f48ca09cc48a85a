// A stub of SwiftUI: only the declarations RouteGen uses, each copied from the documentation page named
// above it (https://developer.apple.com/documentation/swiftui/...). Nothing here runs: bodies are
// placeholders, and primitive views have `Never` bodies as SwiftUI's own do.
//
// Apple's current pages spell content closures `@ContentBuilder`; earlier SDKs spell them `@ViewBuilder`.
// Both accept the same view-building closures for the uses here, so the stub uses `@ViewBuilder`.
//
// Isolation: where Apple's page spells a type or member `nonisolated`, the stub does too (TupleView,
// EmptyView, AnyView, Button, List, Label, NavigationStack, NavigationSplitView, TabView and the view
// modifiers). Those pages show the current SDKs (Xcode 26 and later). Built with `-D IOS18_SDK`, the stub is
// the iOS 18 SDK (Xcode 16) instead, where SwiftUI's view structs are `@MainActor @preconcurrency` and only
// their initializers `nonisolated`: `TupleView`, `AnyView`, `TabView` and `TabContentBuilder.Content` take that
// form (see their comments; the other types keep the current form, not all checked against the iOS 18 interface;
// Tests/AppleStubs/README.md).
//
// A type whose page shows no isolation and whose `View` conformance lives in an extension
// (Text, Image, Section, LabeledContent, ForEach) declares it in an extension here too, so only the
// conformance's `body` is `@MainActor`, not the type's initializers.
//
// Availability is the page's for iOS, macOS, tvOS and watchOS, where it is later than the first release of
// SwiftUI (iOS 13); visionOS 1.0, listed on every page here, is left to the `*` (visionOS follows iOS).
// Each comment names the page the declaration was checked against, and says "not found" where that page
// was not in the searched documentation and a sibling page (same overload group or type) was used instead.
@_exported import Observation

// MARK: - Views and view building

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o (`@ContentBuilder` there, see above)
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/never/body-swift.property (Never is a view without content;
/// not found: that page was not in the searched documentation, this is the conformance SwiftUI's interface has)
extension Never: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder (`@resultBuilder struct ViewBuilder`). The
/// current pages drop the `View` constraints on the builder's generic parameters (`buildEither(first:)` reads
/// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<…>`);
/// earlier SDKs have them. The stub keeps them, the stricter reading, since RouteGen only builds views.
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:) (not found: the page
    /// was not in the searched documentation)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() (the current page returns
    /// `EmptyContent`, the 27 SDKs' type-agnostic form; earlier SDKs return `EmptyView`, as SwiftUI's 2019
    /// interface quoted in gist ren6/e7fdaa585869e1ca9b88c7758bce151d shows, which the stub keeps)
    public static func buildBlock() -> EmptyView { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    /// (`static func buildBlock<Content>(_ content: Content) -> Content`, without the `View` constraint)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    /// (`static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where
    /// repeat each Content : View`)
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    /// (`static func buildIf<Content>(_ content: Content?) -> Content?`, without the `View` constraint)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) (not found: the page
    /// was not in the searched documentation; the twin of `buildEither(first:)`)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/optional (Optional is a view when its wrapped value is;
/// not found: the conformance's page was not in the searched documentation)
extension Optional: View where Wrapped: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

#if IOS18_SDK
/// iOS 18 SDK: `@frozen @_Concurrency.MainActor @preconcurrency public struct TupleView<T> : SwiftUICore.View`
/// (xybp888/iOS-SDKs, `iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/
/// SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface`)
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {}
#else
/// https://developer.apple.com/documentation/swiftui/tupleview (`@frozen nonisolated struct TupleView<T>`)
@frozen nonisolated public struct TupleView<T>: View {}
#endif

extension TupleView {
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:) (`nonisolated init(_ value: T)`; the iOS 18
    /// interface above has `@inlinable nonisolated public init(_ value: T)`)
    nonisolated public init(_ value: T) {}
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent (not found: no page in the searched
/// documentation; it is the type `ViewBuilder.buildEither` returns on that page)
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview (`@frozen nonisolated struct EmptyView`)
@frozen nonisolated public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init() (`nonisolated init()`)
    nonisolated public init() {}
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

#if IOS18_SDK
/// iOS 18 SDK: `@MainActor @preconcurrency public struct AnyView`, as issue 36 quotes the Xcode 16 SDK (not found:
/// AnyView's declaration was not in the part of the SwiftUICore interface named at `TupleView` that was read; every
/// struct read there that declares `View`, such as `TupleView`, `VStack`, `HStack`, `ZStack`, has this form with
/// `nonisolated` initializers,
/// and Skip's mirror of the SDK, skip-fuse-ui `Sources/SkipSwiftUI/View/AnyView.swift`, spells it
/// `/* @MainActor */ @frozen /* @preconcurrency */ public struct AnyView` with a `/* nonisolated */ init`)
@frozen @MainActor @preconcurrency public struct AnyView: View {}
#else
/// https://developer.apple.com/documentation/swiftui/anyview (`@frozen nonisolated struct AnyView`)
@frozen nonisolated public struct AnyView: View {}
#endif

extension AnyView {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:) (`nonisolated init<V>(_ view: V) where V :
    /// View`; for the iOS 18 SDK, `nonisolated` rests on the evidence named at the iOS 18 `AnyView` above)
    nonisolated public init<V>(_ view: V) where V: View {}
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text (`@frozen struct Text`; SwiftUI's interface declares
/// `@frozen public struct Text : Equatable, Sendable` and the `View` conformance in an extension)
@frozen public struct Text: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    /// (`init<S>(_ content: S) where S : StringProtocol`)
    public init<S>(_ content: S) where S: StringProtocol {}
}

extension Text: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button (`nonisolated struct Button<Label> where Label : View`)
nonisolated public struct Button<Label: View>: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/list
/// (`nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`; its `body`
/// is `some View` there, `Never` here as for every stub view)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    /// (`nonisolated init(@ContentBuilder content: () -> Content)`)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/section (`struct Section<Parent, Content, Footer>`)
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:) (not found: the `StringProtocol`
    /// overload's own page was not in the searched documentation; the overload group's page shows the
    /// `LocalizedStringKey` sibling `init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content)`
    /// with this availability)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/labeledcontent (not found: the type's page was not in the
/// searched documentation; the generic parameters, conditional `View` conformance and availability are those its
/// initializer's page implies)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)
    /// (`init<S1, S2>(_ title: S1, value: S2) where S1 : StringProtocol, S2 : StringProtocol`)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/image (`@frozen struct Image`, its `View` conformance in
/// an extension)
@frozen public struct Image {}

extension Image: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/label
/// (`nonisolated struct Label<Title, Icon> where Title : View, Icon : View`)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title: View, Icon: View>: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (not found: the `StringProtocol`
    /// overload's own page was not in the searched documentation; its sibling `init(_:image:)-6zbvg` reads
    /// `nonisolated init<S>(_ title: S, image name: String) where S : StringProtocol`, iOS 14)
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (not found: that page is the
    /// overload group's MapKit variant; the view variant's page was not in the searched documentation. Its
    /// sibling `init(_:content:)-ktgx` for views shows no isolation, hence this extension outside the `View`
    /// conformance.)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
}

// MARK: - State and bindings

/// https://developer.apple.com/documentation/swiftui/binding
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`; its conformances are left out)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue (not found: the page was not in the
    /// searched documentation; `State.wrappedValue`'s page has this shape)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    /// (`subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/swiftui/state (not found: the type's page was not in the searched
/// documentation; its members' pages below were)
@frozen @propertyWrapper public struct State<Value> {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue (`var wrappedValue: Value { get nonmutating
    /// set }`)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

// MARK: - Navigation

/// https://developer.apple.com/documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
/// (`nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View, Detail :
/// View`)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
    /// (`nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail) where Content
    /// == EmptyView`)
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {}
}

#if IOS18_SDK
/// iOS 18 SDK: `@_Concurrency.MainActor @preconcurrency public struct TabView<SelectionValue, Content> :
/// SwiftUICore.View where SelectionValue : Swift.Hashable, Content : SwiftUICore.View` (xybp888/iOS-SDKs,
/// `iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
/// arm64e-apple-ios.swiftinterface`; its availability there is iOS 13, macOS 10.15, tvOS 13, watchOS 7)
@MainActor @preconcurrency public struct TabView<SelectionValue: Hashable, Content: View>: View {}
#else
/// https://developer.apple.com/documentation/swiftui/tabview
/// (`nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`)
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {}
#endif

extension TabView {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:) (not found: that page is
    /// the overload group's iOS 18 variant for `Tab` content; the iOS 13 variant for views with `tabItem(_:)` and
    /// `tag(_:)` was not in the searched documentation. Its sibling `init(content:)` reads
    /// `nonisolated init(@ContentBuilder content: () -> Content)`, iOS 13. The iOS 18 interface named at `TabView`
    /// has `nonisolated public init(selection: SwiftUICore.Binding<SelectionValue>?, @SwiftUICore.ViewBuilder
    /// content: () -> Content)`, soft-deprecated there (`deprecated: 100000.0`, "Use TabContentBuilder-based TabView
    /// initializers instead"), which Swift does not warn about and the stub leaves out.)
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:) (the iOS 18 variant:
    /// `nonisolated init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    /// where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`; iOS 18, macOS 15, tvOS 18,
    /// watchOS 11, visionOS 2. The iOS 18 interface named at `TabView` spells it the same, `nonisolated` in both SDKs)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public init<C>(
        selection: Binding<SelectionValue>,
        @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// (`nonisolated func navigationDestination<D, C>(for data: D.Type, @ContentBuilder destination: @escaping (D) ->
    /// C) -> some View where D : Hashable, C : View`)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { self }

    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (not found: the `StringProtocol`
    /// overload's own page was not in the searched documentation; its sibling `navigationTitle(_:)-43srq` reads
    /// `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    /// (`nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V : View`). The page lists
    /// iOS, iPadOS, Mac Catalyst, tvOS "13.0 – 27.0", macOS "10.15 – 27.0", watchOS "7.0 – 27.0": it is
    /// deprecated in the 27 SDKs, whose replacement message the page does not give, so the stub leaves the
    /// deprecation out rather than invent one.
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }

    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    /// (`nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { self }

    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { self }

    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    /// (`nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`;
    /// iOS 14, tvOS 14, watchOS 7, visionOS 1, no macOS)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { self }
}

// MARK: - Presentation styles

/// https://developer.apple.com/documentation/swiftui/presentationdetent — `struct PresentationDetent`
/// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1; the page shows no conformances: `Hashable` because
/// `presentationDetents(_:)` takes a `Set` of them, `Sendable` because its `static let`s are shared
/// constants, which Swift 6 allows only of a `Sendable` type. Only the system detents RouteGen uses.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// Tells the stub's two detents apart.
    private let height: Int
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium (`static let medium:
    /// PresentationDetent`)
    public static let medium = PresentationDetent(height: 1)
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/large (`static let large:
    /// PresentationDetent`)
    public static let large = PresentationDetent(height: 2)
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
    /// (`nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`; iOS 16,
    /// macOS 13, tvOS 16, watchOS 9, visionOS 1)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
}

// MARK: - Leave guards and gates (held back buttons and sheet swipe-downs)

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    /// (`nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View`; iOS 13,
    /// macOS 13, tvOS 13, watchOS 6)
    @available(macOS 13.0, *)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    /// (`nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`; iOS 15, macOS 12,
    /// tvOS 15, watchOS 8)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:) (the `ToolbarContent` overload:
    /// `nonisolated func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View where Content :
    /// ToolbarContent`; `@ToolbarContentBuilder` in earlier SDKs, which the stub uses; iOS 14, macOS 11, tvOS 14,
    /// watchOS 7)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View where Content: ToolbarContent { self }
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontent (not found: the type's own page was not in the
/// searched documentation; its members' pages, `Body-swift.associatedtype` and `body-swift.property`, give the
/// requirements below; iOS 14, macOS 11, tvOS 14, watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
    /// (`associatedtype Body : ToolbarContent`)
    associatedtype Body: ToolbarContent
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    /// (`@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`; `@ToolbarContentBuilder` here)
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` as toolbar content, the body of SwiftUI's primitive toolbar items (not found: no page; the
/// conformance that lets `ToolbarItem` declare a `Never` body, as `Never: View` does for views).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder (`@resultBuilder struct
/// ToolbarContentBuilder`; only the one-item builders RouteGen uses; iOS 14, macOS 11, tvOS 14, watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:) (partial: that
    /// page shows the `CustomizableToolbarContent` overload; this is its `ToolbarContent` sibling
    /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : ToolbarContent`)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:) (partial: that page
    /// shows only the overload group's `CustomizableToolbarContent` member, `static func buildBlock<Content>(_
    /// content: Content) -> some CustomizableToolbarContent where Content : CustomizableToolbarContent`; its
    /// `ToolbarContent` sibling is declared here returning its argument, as `ViewBuilder`'s one-view `buildBlock`
    /// does, which lets `Never` bodies type-check)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritem
/// (`nonisolated struct ToolbarItem<ID, Content> where Content : View`; iOS 14, macOS 11, tvOS 14, watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// `Never`: a primitive toolbar item, whose content SwiftUI places itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive items: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    /// (`nonisolated init(placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content)`)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement (`struct ToolbarItemPlacement`;
/// iOS 14, macOS 11, tvOS 14, watchOS 7; only the placements RouteGen uses)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic (not found: that page was not
    /// in the searched documentation; `static let automatic: ToolbarItemPlacement`, as `navigation` is spelled,
    /// the default of `ToolbarItem.init(placement:content:)`; computed here, as a stub's static constant of a
    /// type not declared `Sendable` is an error in Swift 6 mode, and reads the same)
    public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation
    /// (`static let navigation: ToolbarItemPlacement`; iOS 14, macOS 11, tvOS 14, visionOS 1, no watchOS;
    /// computed here, as `automatic`)
    @available(watchOS, unavailable)
    public static var navigation: ToolbarItemPlacement { ToolbarItemPlacement() }
}

// MARK: - Tab bars, collapsing splits and zoom transitions (issue 41)

extension ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) (partial: the page
    /// shows the overload group's `Commands` member, iOS 14, macOS 11; the `View` member, which an `if #available`
    /// in a view builder calls, is `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where
    /// Content : View`, as in SwiftUI's interface)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/swiftui/visibility (`@frozen enum Visibility`; iOS 15, macOS 12,
/// tvOS 15, watchOS 8; `CaseIterable` as its `allCases` shows, `Hashable` and `Sendable` as an enum without
/// payloads: the page's list of conformances was not read)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    /// https://developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    /// https://developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement (`struct ToolbarPlacement`; iOS 16,
/// macOS 13, tvOS 16, watchOS 9; only the placement RouteGen uses)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
    /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar (`static var tabBar:
    /// ToolbarPlacement { get }`; iOS 16, tvOS 16, visionOS 1; no macOS, no watchOS)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:) (`nonisolated func toolbar(_ visibility:
    /// Visibility, for bars: ToolbarPlacement...) -> some View`; iOS 16, macOS 13, tvOS 16, watchOS 9. The page ends
    /// its availability at 27.0 for all but visionOS, in favour of `toolbarVisibility(_:for:)` (iOS 18); as for
    /// `tabItem(_:)`, no message is given, so the deprecation is left out)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/namespace (`@frozen @propertyWrapper struct Namespace`;
/// iOS 14, macOS 11, tvOS 14, watchOS 7; its `DynamicProperty` conformance left out)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct Namespace {
    /// https://developer.apple.com/documentation/swiftui/namespace/init() (`init()`)
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
    /// (`var wrappedValue: Namespace.ID { get }`)
    public var wrappedValue: Namespace.ID { ID() }

    /// https://developer.apple.com/documentation/swiftui/namespace/id (`@frozen struct ID`; `Hashable` and
    /// `Sendable` among its conformances)
    @frozen public struct ID: Hashable, Sendable {}
}

/// https://developer.apple.com/documentation/swiftui/navigationtransition (`protocol NavigationTransition`; iOS 18,
/// macOS 15, tvOS 18, watchOS 11, visionOS 2; its requirements are SwiftUI's own)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public protocol NavigationTransition {}

/// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition (`struct ZoomNavigationTransition`;
/// iOS 18, tvOS 18, watchOS 11, visionOS 2; no macOS. "The zoom transition is not supported in tvOS. Navigation
/// uses automatic instead.")
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
    /// (`static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition`)
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:) (`nonisolated func
    /// navigationTransition(_ style: some NavigationTransition) -> some View`; iOS 18, macOS 15, tvOS 18, watchOS 11,
    /// visionOS 2)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:) (`nonisolated func
    /// matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View`; iOS 18, macOS 15,
    /// tvOS 18, watchOS 11, visionOS 2)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        self
    }
}

/// https://developer.apple.com/documentation/swiftui/environment (`@frozen @propertyWrapper struct
/// Environment<Value>`; its `DynamicProperty` conformance left out)
@frozen @propertyWrapper public struct Environment<Value> {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:) (`init(_ keyPath:
    /// KeyPath<EnvironmentValues, Value>)`)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue (`var wrappedValue: Value { get }`)
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues (not found: the type's page was not in the
/// searched documentation; `struct EnvironmentValues`, whose `init()` page was; only the value RouteGen reads)
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init() (`init()`)
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    /// (`@backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0) var horizontalSizeClass: UserInterfaceSizeClass?
    /// { get set }`; the back-deployment is left out, as the stub has no body to deploy)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass (`enum UserInterfaceSizeClass`; its two
/// cases; `Hashable` and `Sendable` as an enum without payloads)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
    case compact
    /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
    case regular
}

#if IOS18_SDK
extension View {
    /// iOS 18 SDK: `@inlinable nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated,
    /// @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable`
    /// (the iOS 18 `SwiftUI.swiftinterface` named at `TabView` spells it so, with `_Concurrency.`/`Swift.` prefixes,
    /// before the current pages' `sending @isolated(any)` action; iOS 15, macOS 12, tvOS 15, watchOS 8.
    /// `@_inheritActorContext` is left out: the closure RouteGen passes is explicitly `@MainActor`)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable { self }
}
#else
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (not found: the `id` overload's page
    /// was not in the searched documentation; its sibling `task(name:priority:file:line:_:)` reads `nonisolated func
    /// task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _
    /// action: sending @escaping @isolated(any) () async -> Void) -> some View`, iOS 15, macOS 12, tvOS 15, watchOS 8;
    /// the `id` form adds `id value: T` first, `where T : Equatable`)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T>(
        id value: T,
        name: String? = nil,
        priority: TaskPriority = .userInitiated,
        file: String = #fileID,
        line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable { self }
}
#endif

// MARK: - The `Tab` API (iOS 18): tab views built from `Tab`s
//
// Copied from the iOS 18 SDK's interface, xybp888/iOS-SDKs at 88fdca9de873f60303011685188c9415d4ebff0a,
// `iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64e-apple-ios.swiftinterface` ("the iOS 18 interface" below), and checked against the current pages where
// they exist. Both SDKs spell these the same but for `TabContentBuilder.Content`'s isolation.

/// https://developer.apple.com/documentation/swiftui/tabcontent (the iOS 18 interface: `@preconcurrency
/// @_Concurrency.MainActor public protocol TabContent<TabValue>` with `associatedtype TabValue : Swift.Hashable
/// where Self.TabValue == Self.Body.TabValue`, `associatedtype Body : SwiftUI.TabContent` and
/// `@SwiftUI.TabContentBuilder<Self.TabValue> @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }`;
/// iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2. Its underscored requirement `_identifiedView`, which a
/// default implementation satisfies, is left out)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@preconcurrency @MainActor public protocol TabContent<TabValue> {
    /// The type used to drive selection for the containing tab view.
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue
    /// The type of content representing the body of this content type.
    associatedtype Body: TabContent
    /// The content and behavior of the tab.
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder (`@resultBuilder struct
/// TabContentBuilder<TabValue> where TabValue : Hashable`; the iOS 18 interface spells it `@_functionBuilder public
/// struct TabContentBuilder<TabValue> where TabValue : Swift.Hashable`; iOS 18, macOS 15, tvOS 18, watchOS 11,
/// visionOS 2; only the one-item builders RouteGen uses)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// The iOS 18 interface: `@_alwaysEmitIntoClient public static func buildExpression(_ content: some
    /// TabContent<TabValue>) -> some SwiftUI.TabContent<TabValue> { content }`
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:) (`static func
    /// buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue>`; the iOS 18 interface: the
    /// same, `@_alwaysEmitIntoClient`, returning `content`)
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }
}

#if IOS18_SDK
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder {
    /// The iOS 18 interface: `@_Concurrency.MainActor @preconcurrency public struct Content<C> : SwiftUICore.View
    /// where C : SwiftUI.TabContent` (its `body` is `some View` there, `Never` here as for every stub view)
    @MainActor @preconcurrency public struct Content<C>: View where C: TabContent {}
}
#else
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder {
    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content (`nonisolated struct Content<C>
    /// where C : TabContent`, conforming to `View`)
    nonisolated public struct Content<C>: View where C: TabContent {}
}
#endif

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder.Content {
    /// `Never`: a primitive view, whose content SwiftUI draws itself rather than from a `body`.
    public typealias Body = Never
    /// Never called, as for SwiftUI's primitive views: only a type-checked stand-in for the SDK.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tab (`struct Tab<Value, Content, Label>`; the iOS 18
/// interface: `public struct Tab<Value, Content, Label>`, no isolation, its `TabContent` conformance in an
/// extension; iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

/// The iOS 18 interface: `extension SwiftUI.Tab : SwiftUI.TabContent where Value : Swift.Hashable, Content :
/// SwiftUICore.View, Label : SwiftUICore.View` with `public typealias TabValue = Value`, `public typealias Body =
/// SwiftUI.Tab<Value, Content, Label>` and `@_Concurrency.MainActor @preconcurrency public var body:
/// SwiftUI.Tab<Value, Content, Label> { get }` (its `_identifiedView` left out, as on `TabContent`)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    /// The selection value of the tab.
    public typealias TabValue = Value
    /// A tab is its own body, as in SwiftUI's interface.
    public typealias Body = Tab<Value, Content, Label>
    /// Never called: only a type-checked stand-in for the SDK. (`return` keeps the protocol's builder out.)
    @MainActor @preconcurrency public var body: Tab<Value, Content, Label> { return self }

    /// https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:) (`nonisolated init(value:
    /// Value, @ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)`; the iOS 18 interface:
    /// `nonisolated public init(value: Value, @SwiftUICore.ViewBuilder content: () -> Content,
    /// @SwiftUICore.ViewBuilder label: () -> Label)`)
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

/// The iOS 18 interface: `extension SwiftUICore.ForEach : SwiftUI.TabContent where Content : SwiftUI.TabContent`
/// with `public typealias TabValue = Content.TabValue`, `public typealias Body = SwiftUICore.ForEach<Data, ID,
/// Content>` and `@_Concurrency.MainActor @preconcurrency public var body: SwiftUICore.ForEach<Data, ID, Content>
/// { get }` (not found in the documentation: no page for this conformance or its initializer; its
/// `_identifiedView` left out, as on `TabContent`, and of its initializers only the `id:` one RouteGen uses)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
    /// The selection value of the tabs.
    public typealias TabValue = Content.TabValue
    /// A `ForEach` of tabs is its own body, as in SwiftUI's interface.
    public typealias Body = ForEach<Data, ID, Content>
    /// Never called: only a type-checked stand-in for the SDK. (`return` keeps the protocol's builder out.)
    @MainActor @preconcurrency public var body: ForEach<Data, ID, Content> { return self }

    /// The iOS 18 interface: `nonisolated public init<V>(_ data: Data, id: Swift.KeyPath<Data.Element, ID>,
    /// @SwiftUI.TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue`
    nonisolated public init<V>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {}
}
