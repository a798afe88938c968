#if !canImport(UIKit) && !canImport(AppKit)
/// `CFTimeInterval`: seconds, as Core Foundation (and Core Animation's
/// durations) count them. swift-corelibs-foundation does not export it;
/// it is `Double`, as on Apple platforms.
public typealias CFTimeInterval = Double
#endif
