// swift-tools-version:6.2
// LazyScroll: SwiftUI's lazy stacks and scroll physics re-created for Linux, with an SDL2 playground.
//
// Targets are listed in pipeline order (as swift-nio does). Dependencies flow one way:
//   input -> physics -> lazy layout -> painting -> display list -> SDL renderer -> diagnostics,
// wired by AppHost. Stage modules are pure Swift; only SDLRenderer and AppHost import CSDL2.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "LazyScroll",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lazyscroll", targets: ["lazyscroll"]),
        // SwiftUI's shape on Linux: `import LazyScrollUI`, write views and an `App`.
        .library(name: "LazyScrollUI", targets: ["LazyScrollUI"]),
    ],
    traits: [
        // `#Preview { … }` needs a macro, and a macro needs swift-syntax: +300 s (+57 %) on a
        // user's clean debug build here, once per build folder (Documentation/Previews.md). A user
        // who does not want it depends with `traits: []`; `PreviewProvider` works either way.
        .trait(name: "PreviewMacro", description: "The #Preview macro (builds swift-syntax)."),
        .default(enabledTraits: ["PreviewMacro"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation --target LazyScrollViews` (the DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The #Preview macro's implementation (only with the PreviewMacro trait).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
    ],
    targets: [
        // MARK: - System libraries
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // FreeType for the glyphs of text that needs no shaping (SDLRenderer's GlyphAtlas and
        // GlyphAdvances): loaded on first use, not linked, its types declared in the header — no
        // `pkgConfig: "freetype2"`, whose `-lfreetype` would load FreeType in every executable.
        .systemLibrary(name: "CFreeType"),

        // XInput 2.1 smooth-scroll valuators for the window on X11 (SDL2 reads none): a C shim
        // over Xlib/XInput2 and SDL's SysWM message, used only by AppHost's SDL adapter.
        .target(name: "CXInput2", dependencies: ["CSDL2"], linkerSettings: [.linkedLibrary("Xi"), .linkedLibrary("X11")]),

        // HTTP GET over libcurl opened at run time (`dlopen`), for `AsyncImage`: no executable
        // links libcurl or loads it before its first remote image.
        .target(name: "CHTTPFetch"),
        // Counts heap allocations for the bench and the zero-allocation test (Linux/glibc).
        .target(name: "CMallocCounter"),
        // Seeded randomness shared by the property tests, and where a frame drew its strings
        // (linked by test targets only).
        .target(name: "TestSupport", dependencies: ["ScrollCore", "DisplayList"]),

        // MARK: - Vocabulary
        .target(name: "ScrollCore"),
        .target(name: "DisplayList", dependencies: ["ScrollCore"]),

        // MARK: - Stage 1: input
        .target(name: "ScrollInput", dependencies: ["ScrollCore"]),
        // MARK: - Stage 2: physics
        .target(name: "ScrollPhysics", dependencies: ["ScrollCore", "ScrollInput"]),
        // MARK: - Stage 3: lazy layout
        .target(name: "LazyLayout", dependencies: ["ScrollCore", .product(name: "OrderedCollections", package: "swift-collections")]),
        // MARK: - Stage 3b: scroll effects (paint-only: read geometry, never write it)
        .target(name: "ScrollEffects", dependencies: ["ScrollCore", "LazyLayout", "DisplayList"]),
        // MARK: - Stage 4: painting
        .target(name: "Painting", dependencies: ["ScrollCore", "LazyLayout", "ScrollEffects", "DisplayList"]),
        // MARK: - Hosting contract: what the host drives (a scroll view's content, a scene), pure Swift
        .target(name: "ScrollHosting", dependencies: ["ScrollCore", "ScrollPhysics", "LazyLayout", "ScrollEffects", "DisplayList", "Painting"]),
        // MARK: - Scroll views: the tree of scroll views of a window (position, layout, scroll-to,
        // gesture routing, chaining, eviction), keyed by typed identity; pure Swift
        .target(name: "ScrollViews", dependencies: [
            "ScrollCore", "ScrollInput", "ScrollPhysics", "LazyLayout", "DisplayList", "Painting", "ScrollHosting",
        ]),
        // MARK: - The declarative layer: SwiftUI's views, builders, layout and state, lowered to the
        // stages' values (lazy-stack elements, display-list commands). No stage imports it.
        .target(name: "LazyScrollViews", dependencies: [
            "ScrollCore", "ScrollPhysics", "LazyLayout", "ScrollEffects", "DisplayList", "Painting", "ScrollHosting",
            "DevLoop",  // the `@State` hand-over's value is the dev snapshot's record (`DevSnapshot.StateValue`)
            "CHTTPFetch",  // `AsyncImage`'s http(s) loads
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // (No `-enforce-exclusivity=unchecked` here, though the dynamic exclusivity checks cost
        // about 45 k of a declarative frame's 476 k instructions: it is an unsafe flag, and SwiftPM
        // refuses a package with unsafe flags as a versioned dependency — users depend on
        // LazyScrollUI by URL.)
        // MARK: - Scenes (app content: data + item painters, pure Swift)
        .target(name: "Scenes", dependencies: [
            "ScrollCore", "LazyLayout", "ScrollEffects", "DisplayList", "Painting", "ScrollHosting", "LazyScrollViews",
            .product(name: "Collections", package: "swift-collections"),
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // MARK: - Stage 5: renderer
        .target(name: "SDLRenderer", dependencies: ["ScrollCore", "DisplayList", "CSDL2", "CFreeType"]),
        // MARK: - Stage 6: diagnostics
        // HdrHistogram only for the window's live streams of unknown length (the HUD's sliding window,
        // the run report, present pacing); the benches keep raw samples (`DurationSamples`).
        .target(name: "Diagnostics", dependencies: [
            "ScrollCore", "ScrollInput", "ScrollPhysics", "LazyLayout", "DisplayList",
            .product(name: "Histogram", package: "hdrhistogram-swift"),
        ]),
        // MARK: - The dev loop (`--watch`, `lazyscroll dev`): watch, debounce, build, relaunch and
        // hand the state over; pure Swift and Foundation (no SDL), tested with fakes.
        .target(name: "DevLoop"),
        // MARK: - Wiring
        .target(name: "AppHost", dependencies: [
            "DevLoop",
            "ScrollCore", "ScrollInput", "ScrollPhysics", "LazyLayout", "ScrollEffects", "DisplayList", "Painting",
            "ScrollHosting", "ScrollViews", "SDLRenderer", "Diagnostics", "CSDL2", "CMallocCounter", "CXInput2",
        ]),
        // MARK: - Previews: `#Preview`'s macro (compiler plugin, swift-syntax) and the C walk over
        // the runtime's conformance records that finds an app's previews (Documentation/Previews.md).
        .macro(name: "LazyScrollMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "CPreviewDiscovery"),
        // MARK: - The app-facing library: the view layer re-exported, plus App and WindowGroup
        // hosted by AppHost, with the command line every app shares.
        .target(name: "LazyScrollUI", dependencies: [
            "LazyScrollViews", "AppHost", "ScrollCore", "DisplayList", "ScrollHosting", "ScrollPhysics", "Diagnostics", "CSDL2", "SDLRenderer",
            "CPreviewDiscovery", "DevLoop",
            .target(name: "LazyScrollMacros", condition: .when(traits: ["PreviewMacro"])),
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "lazyscroll", dependencies: [
            "AppHost", "DevLoop", "CMallocCounter", "LazyScrollUI", "Scenes", "ScrollCore", "ScrollHosting",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: - Tests
        .testTarget(name: "ScrollCoreTests", dependencies: ["ScrollCore"]),
        .testTarget(name: "ScrollInputTests", dependencies: ["ScrollCore", "ScrollInput"]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollCore", "ScrollInput", "ScrollPhysics"]),
        .testTarget(name: "LazyLayoutTests", dependencies: [
            "ScrollCore", "ScrollInput", "ScrollPhysics", "LazyLayout", "TestSupport", .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        .testTarget(name: "ScrollEffectsTests", dependencies: ["ScrollCore", "LazyLayout", "DisplayList", "ScrollEffects"]),
        .testTarget(name: "DisplayListTests", dependencies: ["ScrollCore", "DisplayList"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["ScrollCore", "ScrollInput", "LazyLayout", "DisplayList", "Diagnostics", "Scenes"]),
        .testTarget(name: "ScenesTests", dependencies: [
            "ScrollCore", "LazyLayout", "DisplayList", "ScrollHosting", "LazyScrollViews", "Scenes",
        ]),
        .testTarget(name: "PaintingTests", dependencies: ["ScrollCore", "LazyLayout", "ScrollEffects", "DisplayList", "Painting", "ScrollHosting", "Scenes"]),
        .testTarget(name: "SDLRendererTests", dependencies: ["ScrollCore", "DisplayList", "SDLRenderer", "CSDL2", "CFreeType"]),
        .testTarget(name: "LazyScrollViewsTests", dependencies: [
            "ScrollCore", "DisplayList", "LazyLayout", "Painting", "ScrollHosting", "LazyScrollViews", "TestSupport",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "Collections", package: "swift-collections"),
        ]),
        .testTarget(name: "LazyScrollUITests", dependencies: [
            "LazyScrollUI", "AppHost", "ScrollCore", "DisplayList", "ScrollHosting", "Diagnostics", "CPreviewDiscovery",
            "ScrollInput", "SDLRenderer",
        ]),
        // What the host and the playground's tests share: headless runs, virtual frames, drags,
        // clicks and touchpad streams as traces, a view hosted in the pipeline, the built
        // `lazyscroll` process. It knows no scene: the tests pass their own.
        .target(name: "HostTestSupport", dependencies: ["AppHost", "ScrollCore", "ScrollHosting", "ScrollInput", "DisplayList", "LazyScrollViews"],
                path: "Tests/HostTestSupport"),
        // The host: pipeline, input, overlays, output files, the frame loop (some use the
        // playground's scenes as fixtures).
        .testTarget(name: "AppHostTests", dependencies: [
            "ScrollCore", "ScrollInput", "ScrollPhysics", "LazyLayout", "DisplayList", "Painting",
            "ScrollHosting", "ScrollViews", "Scenes", "SDLRenderer", "Diagnostics", "AppHost", "CSDL2", "CMallocCounter", "LazyScrollViews", "TestSupport",
            "HostTestSupport", "DevLoop",
        ]),
        // The dev loop's debounce, build-output reading, supervisor and hand-over format.
        .testTarget(name: "DevLoopTests", dependencies: ["DevLoop"]),
        // The playground's scenes (the Lab, Origami, the scene catalog's views, its keys and bounds).
        .testTarget(name: "PlaygroundTests", dependencies: [
            "ScrollCore", "ScrollInput", "ScrollPhysics", "LazyLayout", "DisplayList", "Painting", "ScrollHosting",
            "Scenes", "SDLRenderer", "Diagnostics", "AppHost", "CMallocCounter", "LazyScrollViews", "HostTestSupport",
        ]),
        // The compatibility corpus: views written as apps write SwiftUI, compiled as a user's module
        // (this target depends on LazyScrollUI alone), and their layouts checked against goldens.
        .target(name: "CompatibilityCorpus", dependencies: ["LazyScrollUI"], path: "Tests/CompatibilityCorpus"),
        .testTarget(name: "CompatibilityCorpusTests", dependencies: [
            "CompatibilityCorpus", "LazyScrollUI", "AppHost", "ScrollCore", "ScrollHosting", "DisplayList",
        ], exclude: ["Goldens"]),
        // The playground's command line: the benches' command lines read without ArgumentParser.
        .testTarget(name: "LazyscrollCommandTests", dependencies: [
            "lazyscroll", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "ScrollViewsTests", dependencies: [
            "ScrollCore", "ScrollInput", "ScrollPhysics", "LazyLayout", "DisplayList", "Painting", "ScrollHosting", "ScrollViews", "TestSupport",
        ]),
    ]
)
