import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.util.List;

/**
 * mongo-java-server (a MongoDB wire-protocol server, in memory) on 127.0.0.1:PORT, saying it
 * is MongoDB 6.0 (wire version 17): the Node.js driver refuses the 4.0 it reports by default.
 * It has no replica set, so no multi-document transactions. Runs until it is killed.
 */
public class WireServer {
  public static void main(String[] args) throws Exception {
    MongoVersion version = new MongoVersion() {
      public List<Integer> getVersionArray() { return List.of(6, 0, 0); }
      public int getWireVersion() { return 17; }
    };
    MongoServer server = new MongoServer(new MemoryBackend().version(version));
    server.bind("127.0.0.1", Integer.parseInt(args[0]));
    System.out.println("listening on " + args[0]);
    Thread.currentThread().join();
  }
}
