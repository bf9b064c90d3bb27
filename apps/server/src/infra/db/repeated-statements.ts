import pg from 'pg';

/**
 * Statements PostgreSQL keeps prepared, by the text the server sends again and again.
 *
 * A statement sent unnamed is parsed and planned anew each time. In the school day (bench/day.ts)
 * planning alone was about 40% of PostgreSQL's CPU, for a few dozen statement texts sent
 * thousands of times each. A text seen a second time gets a name; each connection prepares a named
 * statement once and then only binds and executes it, and PostgreSQL may settle on a generic plan
 * it no longer makes per call (docs/decisions.md, "Statements prepared by their text").
 *
 * What is never named: statements without parameters (a `BEGIN`, a migration of several
 * statements, which the extended protocol a name needs would refuse) and statements already named
 * by their caller (Drizzle's `.prepare(name)`). One-off texts (a list of ids of a new length) fill
 * the registry only until it is full; then those seen once make room, and named texts stay.
 */
export interface RepeatedStatements {
  /** The name of `text` if it was seen before (naming it now), else undefined. */
  nameOf(text: string): string | undefined;
  /** Texts named so far, for tests. */
  readonly namedCount: number;
}

/** Texts remembered at most, named or seen once: enough for every query site of the server with its list lengths. */
const MAX_TEXTS = 4000;
/** Named texts at most: past these, new texts run unnamed. */
const MAX_NAMED = 1000;

export function createRepeatedStatements(): RepeatedStatements {
  const texts = new Map<string, { name: string | undefined }>();
  let namedCount = 0;

  function forgetTextsSeenOnce() {
    for (const [text, entry] of texts) if (entry.name === undefined) texts.delete(text);
  }

  return {
    nameOf(text) {
      const entry = texts.get(text);
      if (entry) {
        if (entry.name === undefined && namedCount < MAX_NAMED) {
          namedCount += 1;
          // Names are never reused for another text, so a connection's statement always matches its name.
          entry.name = `homeroom_${namedCount}`;
        }
        return entry.name;
      }
      if (texts.size >= MAX_TEXTS) forgetTextsSeenOnce();
      if (texts.size < MAX_TEXTS) texts.set(text, { name: undefined });
      return undefined;
    },
    get namedCount() {
      return namedCount;
    },
  };
}

/** A query as node-postgres takes it: a config object with text and values, or anything else (left alone). */
interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A node-postgres client that names the statements `repeated` knows, up to `maxPerConnection`
 * prepared on this connection (PostgreSQL keeps each one's plan in the connection's memory).
 * With 0, it names none, and sends those its caller named unnamed.
 */
export function clientNamingRepeatedStatements(repeated: RepeatedStatements, maxPerConnection: number, clientOptions: pg.ClientConfig) {
  return class NamingClient extends pg.Client {
    private readonly preparedHere = new Set<string>();

    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, ...clientOptions });
    }

    override query(...args: unknown[]): never {
      const [config, values] = args as [QueryConfigLike | string, unknown];
      if (maxPerConnection === 0 && typeof config === 'object' && config !== null && config.name !== undefined && typeof config.submit !== 'function') {
        // None may be kept (a pooler in transaction mode): the few statements Drizzle names itself
        // (`.prepare(name)`, the hottest reads) go unnamed too, as every other.
        args[0] = { ...config, name: undefined };
      } else if (maxPerConnection > 0 && typeof config === 'object' && config !== null && typeof config.text === 'string' && config.name === undefined && typeof config.submit !== 'function') {
        const parameters = Array.isArray(values) ? values : config.values;
        const name = Array.isArray(parameters) && parameters.length > 0 ? repeated.nameOf(config.text) : undefined;
        if (name !== undefined && (this.preparedHere.has(name) || this.preparedHere.size < maxPerConnection)) {
          this.preparedHere.add(name);
          // A copy: Drizzle keeps its query config and may send it again.
          args[0] = { ...config, name };
        }
      }
      return (super.query as (...queryArgs: unknown[]) => never)(...args);
    }
  };
}
