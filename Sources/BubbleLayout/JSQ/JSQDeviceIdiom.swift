/// The device family JSQ's defaults depend on (`UIUserInterfaceIdiom`).
public enum JSQDeviceIdiom: Sendable, Hashable, CaseIterable {
  /// iPhone (and iPod touch).
  case phone
  /// iPad: a wider bubble margin and larger media.
  case pad
}
