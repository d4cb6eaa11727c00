/**
 * A real SSH server with an SFTP subsystem for tests, over ssh2's server module: it knows one user and
 * a few folders, and keeps what is uploaded in memory, so a test reads back exactly the bytes the
 * server received. It answers what ssh2-sftp-client's check and upload ask: realpath, stat, open for
 * writing, write, set attributes and close.
 */
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { posix } from 'node:path';
import ssh2, { type Attributes } from 'ssh2';

// ssh2 is CommonJS: its default export works under Node's own loader too (a demo script), not only Vite's.
const { Server, utils } = ssh2;

export interface TestSftpServer {
  port: number;
  /** Every file uploaded, by its absolute path, as it stood when the client closed it. */
  files: Map<string, Buffer>;
  /** The paths written, one entry per upload, in order: a file sent twice is listed twice. */
  uploads: string[];
  /** Every password login tried, as the server received it: what a test checks never leaked here. */
  logins: { username: string; password: string }[];
  close(): Promise<void>;
}

export const SFTP_USER = 'hotel';
export const SFTP_PASSWORD = 's3cret-pass';

const { OPEN_MODE, STATUS_CODE } = utils.sftp;
const FOLDER_ATTRS: Attributes = { mode: 0o040755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 };
const fileAttrs = (size: number): Attributes => ({ ...FOLDER_ATTRS, mode: 0o100644, size });

/**
 * A fresh ed25519 host key. ssh2's generator writes about one key in 400 that its own parser then calls
 * 'Malformed OpenSSH private key' (a clean-clone CI run failed so): generate again until it parses.
 */
function hostKeyThatParses(): string {
  for (;;) {
    const key = utils.generateKeyPairSync('ed25519').private;
    if (!(utils.parseKey(key) instanceof Error)) return key;
  }
}

export function startSftpServer(
  opts: { folders?: string[]; user?: string; password?: string } = {},
): Promise<TestSftpServer> {
  const folders = new Set(opts.folders ?? ['/', '/upload']);
  const user = opts.user ?? SFTP_USER;
  const password = opts.password ?? SFTP_PASSWORD;
  const files = new Map<string, Buffer>();
  const uploads: string[] = [];
  const logins: { username: string; password: string }[] = [];
  const hostKey = hostKeyThatParses();

  const ssh = new Server({ hostKeys: [hostKey] }, (conn) => {
    conn.on('authentication', (ctx) => {
      if (ctx.method === 'password') logins.push({ username: ctx.username, password: ctx.password });
      if (ctx.method === 'password' && ctx.username === user && ctx.password === password) ctx.accept();
      else ctx.reject(['password']);
    });
    conn.on('ready', () => {
      conn.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          // Open handles: the path and the bytes written so far, kept on close.
          const open = new Map<number, { path: string; chunks: Buffer }>();
          let nextHandle = 1;
          const absolute = (path: string) => posix.resolve('/', path);

          sftp.on('REALPATH', (id, path) =>
            sftp.name(id, [
              { filename: absolute(path === '.' ? '/' : path), longname: '', attrs: FOLDER_ATTRS },
            ]),
          );
          const stat = (id: number, path: string) => {
            const at = absolute(path);
            if (folders.has(at)) return sftp.attrs(id, FOLDER_ATTRS);
            const file = files.get(at);
            return file ? sftp.attrs(id, fileAttrs(file.length)) : sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
          };
          sftp.on('LSTAT', stat);
          sftp.on('STAT', stat);
          sftp.on('OPEN', (id, path, flags) => {
            const at = absolute(path);
            // Only writing is offered, and only into a folder the server has.
            if (!(flags & OPEN_MODE.WRITE)) return sftp.status(id, STATUS_CODE.OP_UNSUPPORTED);
            if (!folders.has(posix.dirname(at))) return sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            const handle = nextHandle++;
            open.set(handle, { path: at, chunks: Buffer.alloc(0) });
            const raw = Buffer.alloc(4);
            raw.writeUInt32BE(handle);
            return sftp.handle(id, raw);
          });
          const handleOf = (raw: Buffer) => (raw.length === 4 ? open.get(raw.readUInt32BE(0)) : undefined);
          sftp.on('WRITE', (id, raw, offset, data) => {
            const file = handleOf(raw);
            if (!file) return sftp.status(id, STATUS_CODE.FAILURE);
            const end = offset + data.length;
            const grown = Buffer.alloc(Math.max(file.chunks.length, end));
            file.chunks.copy(grown);
            data.copy(grown, offset);
            file.chunks = grown;
            return sftp.status(id, STATUS_CODE.OK);
          });
          sftp.on('FSETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('SETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('CLOSE', (id, raw) => {
            const file = handleOf(raw);
            if (!file) return sftp.status(id, STATUS_CODE.FAILURE);
            open.delete(raw.readUInt32BE(0));
            files.set(file.path, file.chunks);
            uploads.push(file.path);
            return sftp.status(id, STATUS_CODE.OK);
          });
        });
      });
    });
    conn.on('error', () => undefined);
  });

  return new Promise((resolve) =>
    ssh.listen(0, '127.0.0.1', () =>
      resolve({
        port: (ssh.address() as AddressInfo).port,
        files,
        uploads,
        logins,
        close: () => new Promise<void>((done) => ssh.close(() => done())),
      }),
    ),
  );
}

/** A port nothing listens on: bound, read, released (a server that is down). */
export async function closedPort() {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** A listener on 127.0.0.1 whose close ends the connections it still holds (a client may keep one half-open). */
async function listener(onConnection: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    onConnection(socket);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** A port that accepts connections and answers what no SSH server would (an HTTP error), then hangs up. */
export const notSshPort = () => listener((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));

/** A port that accepts connections and never says a word (a firewall's tarpit, a stuck service). */
export const silentPort = () => listener(() => undefined);
