import TextMeasureServer

/// The sizing service's executable: everything is in TextMeasureServer.
@main enum TextMeasureServerMain {
  static func main() async {
    await ServeCommand.main()
  }
}
