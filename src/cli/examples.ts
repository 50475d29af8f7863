import type { Command } from 'commander';

/** Examples for commands that do not carry their own in their definition. */
const EXAMPLES: Record<string, string[]> = {
  'daemon start': ['ctx daemon start', 'ctx daemon start --port 9000 --data-dir /srv/ctx'],
  'daemon stop': ['ctx daemon stop'],
  'daemon status': ['ctx daemon status', 'ctx daemon status --json'],
  'daemon logs': ['ctx daemon logs -n 100', 'ctx daemon logs -f'],
  'keys list': ['ctx keys list', 'ctx keys list --json'],
  'keys create': ['ctx keys create --name laptop', 'ctx keys create --name ci --tier pro --expires 2027-01-01T00:00:00Z'],
  'keys revoke': ['ctx keys revoke k_AbCdEfGhIjKlMnOp'],
  'keys disable': ['ctx keys disable k_AbCdEfGhIjKlMnOp'],
  'keys enable': ['ctx keys enable k_AbCdEfGhIjKlMnOp'],
  mkdir: ['ctx mkdir /work/2024'],
  rm: ['ctx rm /notes/old.txt', 'ctx rm -r /archive', 'ctx rm f_AbCdEfGhIjKlMnOp'],
  status: ['ctx status /notes/a.txt', 'ctx status f_AbCdEfGhIjKlMnOp --wait'],
  download: ['ctx download /notes/a.txt', 'ctx download /cv/resume.pdf -o ~/resume.pdf', 'ctx download f_AbCdEfGhIjKlMnOp -o - | less'],
  thumbnail: ['ctx thumbnail /photos/beach.jpg', 'ctx thumbnail /docs/report.pdf --size 400 -o report.png'],
  chat: ['ctx chat', 'ctx chat --session s_AbCdEfGhIjKlMnOp', 'printf "Who is Alice?\\nWhere does she live?\\n" | ctx chat --json'],
  'sessions list': ['ctx sessions list'],
  'sessions show': ['ctx sessions show s_AbCdEfGhIjKlMnOp'],
  'sessions rm': ['ctx sessions rm s_AbCdEfGhIjKlMnOp'],
  meta: ['ctx meta /notes/a.txt', 'ctx meta f_AbCdEfGhIjKlMnOp --json'],
  profile: ['ctx profile', 'ctx profile --sub-user alice --json'],
  'config get': ['ctx config get base_url'],
  'config set': ['ctx config set base_url https://ctx.example.org', 'ctx config set concurrency 8'],
  'config list': ['ctx config list', 'ctx config list --json'],
};

function fullName(c: Command): string {
  const names: string[] = [];
  for (let x: Command | null = c; x && x.parent; x = x.parent) names.unshift(x.name());
  return names.join(' ');
}

/** Adds an Examples section to every command that has none of its own. */
export function addExamples(program: Command): void {
  const visit = (c: Command): void => {
    const ex = EXAMPLES[fullName(c)];
    if (ex) c.addHelpText('after', `\nExamples:\n${ex.map((e) => `  ${e}`).join('\n')}\n`);
    c.commands.forEach(visit);
  };
  program.commands.forEach(visit);
}
