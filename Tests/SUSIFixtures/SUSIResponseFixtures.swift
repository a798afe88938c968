/// SUSI server responses from the SUSI documentation and skills, written out
/// (the tests read no files), shared by the test targets that read or
/// lay out a response.
public enum SUSIResponseFixtures {
  /// `docs/skills/submitting_skills_to_git.md`: "hello" (trimmed, as in the spec).
  public static let hello = #"""
    {"query": "hello", "count": 1, "client_id": "aG9zdF8xNzguMjAzLjIzMi41MA==",
     "query_date": "2017-02-17T16:06:24.794Z",
     "answers": [{
       "data": [{"0": "hello", "intent_original": "hello", "1": "", "intent_canonical": "hello",
                 "intent_categorized": "hello", "timezoneOffset": "-60"}],
       "metadata": {"count": 1},
       "actions": [{"type": "answer", "expression": "Hello!"}]}],
     "answer_date": "2017-02-17T16:06:24.828Z", "answer_time": 34,
     "session": {"identity": {"type": "host", "name": "178.203.232.50", "anonymous": true}}}
    """#

  /// `docs/skills/susi_chat_api.md`: the currency table, count 3 of 5 rows.
  public static let currencyTable = #"""
    {
      "query": "stock quotes",
      "answers": [{
        "data": [
          {"currency": "EUR/USD", "rate": "1.09302", "timestamp": "1494621900069"},
          {"currency": "USD/JPY", "rate": "113.326", "timestamp": "1494621900186"},
          {"currency": "GBP/USD", "rate": "1.28835", "timestamp": "1494621900129"},
          {"currency": "EUR/GBP", "rate": "0.84831", "timestamp": "1494621900103"},
          {"currency": "USD/CHF", "rate": "1.00133", "timestamp": "1494621899461"}
        ],
        "metadata": {"count": 59},
        "actions": [{
          "type": "answer",
          "expression": "Here is a currency rate table:"
        }, {
          "type": "table",
          "count": 3,
          "columns": {
            "currency": "Valuta",
            "rate": "Quota"
          }
        }]
      }]
    }
    """#

  /// `conf/os_skills/system/en/en_0099_tests.txt`: the test pie chart, its
  /// rows in the answer's data as the console rule puts them.
  public static let pieChart = #"""
    {
      "query": "test piechart action",
      "answers": [{
        "data": [
          {"drink": "tea", "volume": 5500},
          {"drink": "soda", "volume": 300},
          {"drink": "wine", "volume": 200},
          {"drink": "coffee", "volume": 1000},
          {"drink": "water", "volume": 500}
        ],
        "actions": [
          {"type": "answer", "expression": "showing test piechart"},
          {"type": "piechart", "key": "drink", "value": "volume", "total": 7500, "unit": "Liter"}
        ]
      }]
    }
    """#

  /// `en_0200_facts_knowledge.json`'s map skill for Berlin: an anchor to
  /// OpenStreetMap, then the map (coordinates and zoom as strings).
  public static let mapWithAnchor = #"""
    {
      "query": "where is berlin",
      "query_date": "2017-08-13T10:00:00.000+0000",
      "answer_date": "2017-08-13T10:00:00.120+0000",
      "answers": [{
        "data": [{"lat": "52.52", "lon": "13.405"}],
        "actions": [
          {"type": "anchor", "link": "https://www.openstreetmap.org/#map=13/52.52/13.405", "text": "Here is a map"},
          {"type": "map", "latitude": "52.52", "longitude": "13.405", "zoom": "13"}
        ]
      }]
    }
    """#

  /// `en_0099_tests.txt`'s RSS test rows, as an `rss` action.
  public static let rss = #"""
    {
      "query": "test rss action",
      "answers": [{
        "data": [
          {"h1": "YaCy Search Engine", "snippet": "Web Search By The People, For The People", "url": "http://yacy.net"},
          {"h1": "Loklak", "snippet": "Social Media Search Engine", "url": "http://loklak.org"},
          {"h1": "Susper", "snippet": "Web Search Portal"}
        ],
        "actions": [{"type": "rss", "title": "h1", "description": "snippet", "link": "url", "count": 3}]
      }]
    }
    """#

  /// One action of every other kind, with types SUSI iOS does not show among them.
  public static let mixed = #"""
    {
      "query": "play something",
      "answers": [{
        "actions": [
          {"type": "websearch", "query": "fossasia"},
          {"type": "timer_set", "time": "10"},
          {"type": "video_play", "identifier": "9bZkp7q19f0", "identifier_type": "youtube"},
          {"type": "audio_play", "identifier": "https://example.com/song.mp3", "identifier_type": "url"},
          {"type": "stop"},
          {"type": "answer", "expression": "https://example.com/cat.jpg"},
          {"type": "indicatorView"}
        ]
      }]
    }
    """#
}
