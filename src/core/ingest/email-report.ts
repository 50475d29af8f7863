/**
 * The machine-readable parts of a bounce (a multipart/report, RFC 3464) written out for people:
 * the message/delivery-status part says why a message was not delivered (Action, Status,
 * Diagnostic-Code per recipient). (email.ts shows the returned message by its headers.)
 */

/** Header blocks of a delivery-status part: the per-message block, then one per recipient. */
function fieldBlocks(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      // Folded lines continue the field above them.
      for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
        const m = /^([\w-]+):\s*(.*)$/.exec(line);
        if (m && !fields.has(m[1]!.toLowerCase())) fields.set(m[1]!.toLowerCase(), m[2]!.trim());
      }
      return fields;
    })
    .filter((f) => f.size > 0);
}

/** "rfc822; bob@example.net" → "bob@example.net": the address type is not for people. */
const untyped = (v: string | undefined): string | undefined => v?.replace(/^[\w-]+;\s*/, '').trim() || undefined;

/** What the first digit of an RFC 3463 status code means. */
const STATUS_CLASS: Record<string, string> = { '2': 'delivered', '4': 'temporary failure', '5': 'permanent failure' };

/** A delivery-status part as lines: one group per recipient. */
export function deliveryStatusText(part: string): string {
  const blocks = fieldBlocks(part);
  const perMessage = blocks.find((b) => b.has('reporting-mta') || b.has('arrival-date'));
  const groups: string[] = [];
  for (const b of blocks) {
    if (!b.has('final-recipient') && !b.has('original-recipient') && !b.has('action')) continue;
    const lines: string[] = [];
    const action = b.get('action');
    const recipient = untyped(b.get('final-recipient') ?? b.get('original-recipient'));
    lines.push(`Delivery status: ${action ?? 'unknown'}${recipient ? ` for ${recipient}` : ''}`);
    const status = b.get('status');
    if (status) lines.push(`Status: ${status}${STATUS_CLASS[status[0]!] ? ` (${STATUS_CLASS[status[0]!]})` : ''}`);
    const diagnostic = untyped(b.get('diagnostic-code'));
    if (diagnostic) lines.push(`Diagnostic code: ${diagnostic}`);
    const remote = untyped(b.get('remote-mta'));
    if (remote) lines.push(`Remote server: ${remote}`);
    const retry = b.get('will-retry-until');
    if (retry) lines.push(`Will retry until: ${retry}`);
    groups.push(lines.join('\n'));
  }
  const reporter = untyped(perMessage?.get('reporting-mta'));
  if (groups.length && reporter) groups.push(`Reported by: ${reporter}`);
  return groups.join('\n\n');
}
