#!/usr/bin/env node
/**
 * The `nutrilabel` executable: runs the CLI on the real process.
 *
 * @module
 */
import { runCli } from './run-cli';

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: { isTTY: process.stdin.isTTY === true, read: readStdin },
  cwd: process.cwd(),
});
