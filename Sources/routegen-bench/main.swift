import Foundation

// routegen-bench: how fast RouteGen generates, how cheap its output is to compile, and how
// RouteKit scales. Run it with `swift run -c release routegen-bench`; see the contributor
// article Benchmarks (Sources/RouteCompiler/RouteCompiler.docc/Benchmarks.md).

do {
    let options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if let command = options.measuredCommand {
        ChildProcessUsage.runAndPrintUsage(command)
    }
    if let screens = options.printedSpecScreens {
        FileHandle.standardOutput.write(Data(SpecSynthesizer.spec(screens: screens)))
        exit(0)
    }
    if let screens = options.printedAppShapedScreens {
        FileHandle.standardOutput.write(Data(AppShapedSpec.spec(screens: screens)))
        exit(0)
    }
    let processInfo = ProcessInfo.processInfo
    print("# routegen-bench\n")
    print(
        "\(processInfo.processorCount) cores, \(processInfo.physicalMemory >> 30) GiB, "
            + "\(processInfo.operatingSystemVersionString), \(Date.now.formatted(.iso8601))\n"
    )
    if options.compileCost {
        try CompileCostBenchmark.run(
            sizes: options.compileCostSizes,
            modules: options.modules,
            runs: options.compileRuns,
            keep: options.keptFiles
        )
        exit(0)
    }
    try GenerationBenchmark.run(sizes: options.sizes, routegen: options.routegen, budget: options.budget)
    if !options.typecheckSizes.isEmpty {
        try TypecheckBenchmark.run(sizes: options.typecheckSizes, modules: options.modules, runs: 2)
    }
    if options.runtime {
        try RuntimeBenchmark.run(budget: options.budget / 4)
        try DeepLinkBenchmark.run(sizes: [10, 100, 1_000], budget: options.budget / 4)
    }
} catch {
    FileHandle.standardError.write(Data("routegen-bench: \(error)\n".utf8))
    exit(1)
}
