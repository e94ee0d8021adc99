// Debian's coturn, as the end-to-end tests start it to relay video calls (decision 019): TURN over
// UDP on the loopback address, credentials from the TURN REST API's shared secret, no TLS, no
// admin console, nothing written outside the run's own files.
export const TURNSERVER_PATH = '/usr/bin/turnserver';

export interface TurnServerOptions {
  port: number;
  secret: string;
  /** coturn's default (/var/run/turnserver.pid) would be shared by every coturn on the machine. */
  pidFile: string;
  /** The UDP ports relays are allocated from. */
  relayPorts: { min: number; max: number };
}

export const turnServerArgs = (options: TurnServerOptions) => [
  '-n',
  '--listening-ip=127.0.0.1',
  '--relay-ip=127.0.0.1',
  `--listening-port=${options.port}`,
  '--use-auth-secret',
  `--static-auth-secret=${options.secret}`,
  '--realm=calma.test',
  `--pidfile=${options.pidFile}`,
  '--no-tls',
  '--no-dtls',
  '--no-cli',
  '--log-file=stdout',
  // The relayed peer may itself be a relay on 127.0.0.1, which coturn refuses unless told.
  '--allow-loopback-peers',
  `--min-port=${options.relayPorts.min}`,
  `--max-port=${options.relayPorts.max}`,
];
