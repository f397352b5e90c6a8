/**
 * A password from the terminal without echo (asked twice), or the first line of standard input
 * when that is a pipe or a file, so scripts and tests can feed it without it showing in `ps`.
 */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden('Jelszó: ');
  const again = await askHidden('Jelszó még egyszer: ');
  if (password !== again) throw new Error('A két jelszó nem egyezik.');
  return password;
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        if (ch === '\u0003' || ch === '\u0004') return finish(() => reject(new Error('Megszakítva.')));
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    process.stdout.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
