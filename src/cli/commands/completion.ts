import type { Command } from 'commander';
import { CliError, EXIT } from '../exit.js';

interface Node {
  name: string;
  subs: string[];
  options: string[];
}

function walk(program: Command): { top: string[]; globals: string[]; nodes: Node[] } {
  const nodes = program.commands.map((c) => ({
    name: c.name(),
    subs: c.commands.map((s) => s.name()),
    // Subcommands often share options (--data-dir): each word once.
    options: [...new Set([...c.options.map((o) => o.long ?? o.short ?? ''), ...c.commands.flatMap((s) => s.options.map((o) => o.long ?? ''))])].filter(Boolean),
  }));
  return { top: nodes.map((n) => n.name), globals: program.options.map((o) => o.long ?? '').filter(Boolean), nodes };
}

function bash(p: ReturnType<typeof walk>): string {
  const cases = p.nodes.map((n) => `    ${n.name}) words="${[...n.subs, ...n.options].join(' ')}" ;;`).join('\n');
  return `# ctx bash completion: eval "$(ctx completion bash)"
_ctx() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" cmd="\${COMP_WORDS[1]}" words
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "${p.top.join(' ')} ${p.globals.join(' ')}" -- "$cur")); return
  fi
  case "$cmd" in
${cases}
    *) words="" ;;
  esac
  COMPREPLY=($(compgen -W "$words ${p.globals.join(' ')}" -- "$cur"))
  [ \${#COMPREPLY[@]} -eq 0 ] && COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o default -F _ctx ctx
`;
}

function zsh(p: ReturnType<typeof walk>): string {
  const cases = p.nodes.map((n) => `    ${n.name}) compadd -- ${[...n.subs, ...n.options].join(' ')} ;;`).join('\n');
  return `#compdef ctx
# ctx zsh completion: eval "$(ctx completion zsh)" (after compinit)
_ctx() {
  if (( CURRENT == 2 )); then
    compadd -- ${p.top.join(' ')} ${p.globals.join(' ')}
    return
  fi
  case "$words[2]" in
${cases}
  esac
  _files
}
compdef _ctx ctx
`;
}

function fish(p: ReturnType<typeof walk>): string {
  const lines = [`# ctx fish completion: ctx completion fish | source`, `complete -c ctx -f`];
  for (const n of p.nodes) lines.push(`complete -c ctx -n __fish_use_subcommand -a ${n.name}`);
  for (const g of p.globals) lines.push(`complete -c ctx -l ${g.replace(/^--/, '')}`);
  for (const n of p.nodes) {
    for (const s of n.subs) lines.push(`complete -c ctx -n "__fish_seen_subcommand_from ${n.name}" -a ${s}`);
    for (const o of n.options) if (o.startsWith('--')) lines.push(`complete -c ctx -n "__fish_seen_subcommand_from ${n.name}" -l ${o.slice(2)}`);
  }
  return lines.join('\n') + '\n';
}

export function registerCompletionCommand(program: Command): void {
  program
    .command('completion')
    .description('print a shell completion script')
    .argument('<shell>', 'bash, zsh or fish')
    .addHelpText('after', '\nExamples:\n  eval "$(ctx completion bash)"\n  ctx completion fish > ~/.config/fish/completions/ctx.fish\n')
    .action((shell: string) => {
      const tree = walk(program);
      const gen = { bash, zsh, fish }[shell as 'bash' | 'zsh' | 'fish'];
      if (!gen) throw new CliError(`unknown shell "${shell}"; use bash, zsh or fish`, EXIT.USAGE);
      process.stdout.write(gen(tree));
    });
}
