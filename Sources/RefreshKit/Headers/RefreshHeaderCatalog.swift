import Foundation

/// Named factories for header kinds, so a demo, a gallery or a settings screen can list
/// every kind and build one by name.
///
/// ``shared`` knows the built-in kinds — `"adwaita"`, `"animated"`, `"lottie"`, `"normal"`,
/// `"spinner"`, `"state"` — and apps add theirs. Names are unique: registering one twice is a programmer error.
/// Looking up a name nobody registered returns `nil`, so a caller can show ``names``.
///
/// ```swift
/// RefreshHeaderCatalog.shared.register("dots") { DotsHeader() }
/// let header = RefreshHeaderCatalog.shared.makeHeader(named: "dots")
/// RefreshHeaderCatalog.shared.names  // ["animated", "dots", "lottie", "normal", ...]
/// ```
@MainActor
public final class RefreshHeaderCatalog {
  /// The app-wide catalog, with the built-in kinds registered.
  public static let shared: RefreshHeaderCatalog = {
    let catalog = RefreshHeaderCatalog()
    catalog.registerBuiltInKinds()
    return catalog
  }()

  private var factories: [String: @MainActor () -> RefreshHeader] = [:]

  /// Creates an empty catalog (``shared`` is the one with the built-in kinds).
  public init() {}

  /// Registers `factory` under `name`; it builds a new header on every
  /// ``makeHeader(named:)``.
  ///
  /// > Important: Each name can be registered once; registering a name again stops the
  /// > program. Check ``names`` first, or pick a distinct (prefixed) name.
  public func register(_ name: String, factory: @escaping @MainActor () -> RefreshHeader) {
    guard factories[name] == nil else {
      preconditionFailure(
        "A header kind named \"\(name)\" is already registered in this RefreshHeaderCatalog; "
          + "register yours under another name, or use the registered one.")
    }
    factories[name] = factory
  }

  /// A new header of the kind registered as `name`, or `nil` for an unknown name.
  public func makeHeader(named name: String) -> RefreshHeader? {
    factories[name]?()
  }

  /// The registered names, sorted.
  public var names: [String] {
    factories.keys.sorted()
  }

  private func registerBuiltInKinds() {
    register("normal") { RefreshNormalHeader() }
    register("state") { RefreshStateHeader() }
    register("spinner") { RefreshSpinnerHeader() }
    register("lottie") { RefreshLottieHeader() }
    register("adwaita") { RefreshHeader(look: RefreshAdwaitaLook()) }
    register("animated") {
      let header = RefreshAnimatedHeader()
      // The built-in spinner's frames for every state: scrubbed while idle, looping after.
      if let frames = try? FrameAnimation.named(.refresh) {
        for state in [RefreshState.idle, .pulling, .refreshing] {
          header.setAnimation(frames, for: state)
        }
      }
      return header
    }
  }
}
