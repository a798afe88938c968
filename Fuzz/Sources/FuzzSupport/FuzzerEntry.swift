/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput(data, size)`, as a
/// buffer (empty when `data` is null).
public func fuzzerInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeRawBufferPointer {
  UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
}
