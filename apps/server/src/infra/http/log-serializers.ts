import { withoutStatementValues } from '../db/database-errors.ts';
import { redactingLogSerializers } from '../realtime/socket-tokens.ts';

/**
 * What every log line makes of a request and an error: URLs and messages without tokens or
 * secret links, failed statements without their parameters. The logger of the app uses them,
 * so no caller has to remember.
 */
export const logSerializers = {
  req: redactingLogSerializers.req,
  err: (error: Error) => redactingLogSerializers.err(withoutStatementValues(error) as Error),
};
