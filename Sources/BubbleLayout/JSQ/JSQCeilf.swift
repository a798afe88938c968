/// C's `ceilf`, which JSQ calls on `CGFloat`s (the margin setter,
/// `sizeForItemAtIndexPath:`): the value goes through `float` first.
func jsqCeilf(_ value: Double) -> Double {
  Double(Float(value).rounded(.up))
}
