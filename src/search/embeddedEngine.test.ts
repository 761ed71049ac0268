import { EmbeddedSearchEngine } from './embeddedEngine'
import { CONFORMANCE_DOCS, conformanceSuite } from './conformance'

const engine = new EmbeddedSearchEngine()
engine.load(CONFORMANCE_DOCS)

conformanceSuite('Embedded engine', () => engine)
