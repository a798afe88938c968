import TextMeasureServer

// The sizing service's executable: everything is in TextMeasureServer.
await ServeCommand.main()
