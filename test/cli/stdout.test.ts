import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { writeAll } from '../../src/cli/stdout';
import { runWith, tmpFile } from '../support/cli';

/*
 * The command writes its result to descriptor 1 itself (src/cli/stdout.ts) instead of through
 * process.stdout: every byte must arrive, in order, however the descriptor takes them.
 */
const bytesOf = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
const text = (b: Uint8Array) => Buffer.from(b).toString('utf8');

describe('writing the result to standard output', () => {
  const data = bytesOf('Rank\tName\n1\tMüller, Jürgen\n2\t„Zoë“\n');

  it('writes again after a partial write, from where it stopped', () => {
    const got: number[] = [];
    const pieces: number[] = [];
    writeAll(
      data,
      (b, at) => {
        const n = Math.min(3, b.length - at);
        got.push(...b.subarray(at, at + n));
        pieces.push(at);
        return n;
      },
      () => {
        throw new Error('no rest expected');
      },
    );
    expect(text(Uint8Array.from(got))).toBe(text(data));
    expect(pieces.slice(0, 3)).toEqual([0, 3, 6]);
  });

  it('hands the bytes not yet written to the waiting stream when the descriptor would block', () => {
    let written = '';
    let rest = '';
    writeAll(
      data,
      (b, at) => {
        if (at >= 10)
          throw Object.assign(new Error('EAGAIN: resource temporarily unavailable'), {
            code: 'EAGAIN',
          });
        written += text(b.subarray(at, at + 10));
        return 10;
      },
      r => (rest += text(r)),
    );
    expect(written + rest).toBe(text(data));
    expect(rest.length).toBeGreaterThan(0);
  });

  it('passes any other error on to its caller', () => {
    const epipe = Object.assign(new Error('EPIPE: broken pipe, write'), { code: 'EPIPE' });
    expect(() =>
      writeAll(
        data,
        () => {
          throw epipe;
        },
        () => undefined,
      ),
    ).toThrow(epipe);
  });

  it('the built command writes a table larger than a pipe holds, as main gives it', () => {
    // 2,000 players in one round, 1 beats 2, 3 beats 4, …: a TSV of well over 64 KiB.
    const lines = ['012 Large', 'XXR 1'];
    for (let i = 1; i <= 2000; i++) {
      const opp = i % 2 === 1 ? i + 1 : i - 1;
      const name = `Spieler ${i}, Jürgen`.padEnd(33);
      const won = i % 2 === 1;
      lines.push(
        `001 ${String(i).padStart(4)} m    ${name} ${2000 + (i % 400)} GER ${String(1000 + i).padStart(11)} 1990/01/01 ${won ? ' 1.0' : ' 0.0'}     ${String(opp).padStart(6)} ${won ? 'w' : 'b'} ${won ? '1' : '0'}`,
      );
    }
    const file = tmpFile('large.trf', `${lines.join('\n')}\n`);
    const args = [file, '--tiebreaks', 'BH,SB', '--format', 'tsv'];
    const expected = runWith(main, args);
    expect(expected.status).toBe(0);
    expect(Buffer.byteLength(expected.out)).toBeGreaterThan(65536);
    const bin = join(__dirname, '..', '..', 'bin', 'chess-standings.js');
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(expected.out);
    // A reader that stops early (`| head`): the command stops writing, without a word on stderr.
    const err = tmpFile('head.err', '');
    const head = spawnSync(
      'bash',
      [
        '-c',
        '"$@" 2>"$ERR" | head -c 10; echo " ${PIPESTATUS[0]}"',
        'sh',
        process.execPath,
        bin,
        ...args,
      ],
      { encoding: 'utf8', env: { ...process.env, ERR: err } },
    );
    expect(head.stdout).toBe(`${expected.out.slice(0, 10)} 0\n`);
    expect(readFileSync(err, 'utf8')).toBe('');
  });
});
