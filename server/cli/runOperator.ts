import { parseOperatorArgs, USAGE } from './operatorCommands';

export interface OperatorIo { baseUrl: string; out(line: string): void; err(line: string): void }

/** The sandbox's address: OPERATOR_URL, else loopback on PORT (IPv4, where the sandbox listens by default). */
export function operatorBaseUrl(env: NodeJS.ProcessEnv): string {
  return env.OPERATOR_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
}

/**
 * Runs one operator command against the RUNNING sandbox over HTTP: PGlite lets one process
 * at a time open the data folder, so the CLI never opens it. Returns the exit code:
 * 0 done, 1 the sandbox refused or is not there, 2 a usage error.
 */
export async function runOperator(argv: string[], io: OperatorIo): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help')) {
    io.out(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const request = parseOperatorArgs(argv);
  if ('error' in request) {
    io.err(`${request.error}\n\n${USAGE}`);
    return 2;
  }
  let response: Response;
  try {
    response = await fetch(`${io.baseUrl}${request.path}`, {
      method: request.method,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body), headers: { 'content-type': 'application/json' } }),
    });
  } catch {
    io.err(`The sandbox is not running at ${io.baseUrl}. Start it with \`npm start\` (or set PORT to the port it listens on).`);
    return 1;
  }
  const answer: unknown = await response.json().catch(() => null);
  // The not-found handler's 404 (not a route's own "There is no customer …"): no /dev routes.
  if (response.status === 404 && hasMessage(answer, 'No route for')) {
    io.err(`The sandbox at ${io.baseUrl} has no operator endpoints: it runs with NODE_ENV=production, or without SANDBOX_DEV=true.`);
    return 1;
  }
  if (!response.ok) {
    io.err(`The sandbox refused: ${hasMessage(answer) ? (answer as { message: string }).message : `HTTP ${response.status}`}`);
    return 1;
  }
  io.out(request.print(answer));
  return 0;
}

function hasMessage(answer: unknown, startingWith = ''): boolean {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith(startingWith);
}
