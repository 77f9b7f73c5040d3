import type { ClientErrorSummary, FeatureFlagStates, OneTimeCodeList, SandboxClockState } from '../../contract/operator';
import { parseClockStep } from '../platform/clock/clockStep';
import { formatAucklandDateTime, isIsoDate } from '../../contract/rules/AucklandDate';
import type { SystemStatus } from '../../contract/status';
import type { HeldPaymentDto } from '../../contract/scam';
import { formatMoney } from '../../contract/rules/Money';

/** One HTTP call to the running sandbox, and how to print its answer. */
export interface OperatorRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  print(answer: unknown): string;
}

export const USAGE = `Usage: npm run operator -- <command>

  status                                 show both subsystems
  status <contentApi|onlineApi> <status> set one, e.g. "status onlineApi down" or "status onlineApi normal"
  flags                                  list every feature flag, global and per customer
  flag <Name> <on|off> [--customer N]    set a flag globally, or for one customer
  flag <Name> default --customer N       remove a customer's own setting (back to the global one)
  unlock <customerNumber>                undo a lockout (three wrong passwords)
  codes [--customer N]                   one-time codes "sent by SMS", newest first
  holds                                  payments on hold for the customer's protection (scam rules)
  holds release <id>                     the bank releases a held payment: it is made now
  holds stop <id>                        the bank stops a held payment: it is never made
  unlock-banking <customerNumber>        undo "Lock my banking" (after the customer's call)
  scam-reports                           scam reports the bank has not confirmed yet
  scam-reports confirm <SC-XXXXXXXX>     confirm one: its account joins the shared list (everyone's payments declined)
  payment-limit <customerNumber> <$>     set the daily limit for payments to others at once (e.g. payment-limit 1000001 10000)
  errors [--limit N]                     the latest errors browsers reported (Auckland time, page, query key, how often)
  clock                                  the sandbox's time (Auckland and UTC) and how far it is from the real time
  clock <+3d|-1d|+2h|+30m|+1w2d>         move it (days keep the Auckland time of day); runs what fell due
  clock <YYYY-MM-DDTHH:MM>               set it to an Auckland time, e.g. clock 2027-04-04T02:30
  clock reset                            back to the real time

The sandbox must be running (npm start); PORT picks its port (default 8080), OPERATOR_URL a whole base URL.`;

const SUBSYSTEMS: Record<string, 'contentApi' | 'onlineApi'> = { contentapi: 'contentApi', content: 'contentApi', onlineapi: 'onlineApi', online: 'onlineApi' };

/** 'down' → 'Down': the status is stored as typed, with a capital, like the seeded 'Normal'. */
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

function option(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(name);
  if (at < 0) return { value: undefined, rest: args };
  return { value: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

const printStatus = (answer: unknown) => {
  const { subSystems } = answer as SystemStatus;
  return `contentApi: ${subSystems.contentApi.systemStatus}\nonlineApi:  ${subSystems.onlineApi.systemStatus}`;
};

const printFlags = (answer: unknown) => (answer as FeatureFlagStates).flags.map((flag) => {
  const own = Object.entries(flag.customers).map(([customer, on]) => `${customer} ${on ? 'on' : 'off'}`);
  return `${flag.name.padEnd(42)} ${flag.global ? 'on ' : 'off'}${own.length ? `   customers: ${own.join(', ')}` : ''}`.trimEnd();
}).join('\n');

const printCodes = (answer: unknown) => {
  const codes = answer as OneTimeCodeList;
  if (codes.length === 0) return 'No one-time codes yet.';
  return codes.map((c) => `${c.createdAt}  ${c.customerNumber}  ${c.code}  ${c.purpose}  operation ${c.operationId}`).join('\n');
};

const printHolds = (answer: unknown) => {
  const holds = answer as (HeldPaymentDto & { customerNumber: string })[];
  if (holds.length === 0) return 'No payments on hold.';
  return holds.map((h) => `${h.id}  ${h.customerNumber}  ${formatMoney(h.amountCents)} to ${h.to.name} ${h.to.accountNumber}`
    + `  until ${h.holdUntil}\n    ${h.reasons}`).join('\n');
};

const printScamReports = (answer: unknown) => {
  const reports = answer as { caseReference: string; customerNumber: string; accountNumber: string; whatHappened: string; reportedAt: string }[];
  if (reports.length === 0) return 'No scam reports waiting for review.';
  return reports.map((r) => `${r.caseReference}  ${r.reportedAt}  ${r.customerNumber}  ${r.accountNumber}\n    ${r.whatHappened}`).join('\n');
};

/** '8 Dec 2026, 2:05 pm  /online/dashboard  chunk  ChunkLoadError  3 times (1 session)' and the message below. */
export const printClientErrors = (answer: unknown): string => {
  const errors = answer as ClientErrorSummary[];
  if (errors.length === 0) return 'No errors reported.';
  return errors.map((e) => {
    const failure = [e.name, e.status !== null ? `status ${e.status}` : '', e.code !== null ? `code ${e.code}` : ''].filter(Boolean).join(' ');
    const sessions = e.sessions > 0 ? ` (${e.sessions} session${e.sessions === 1 ? '' : 's'})` : '';
    return `${formatAucklandDateTime(Date.parse(e.lastSeenAt))}  ${e.route}  ${e.queryKey || '-'}  ${failure}  ${e.count} time${e.count === 1 ? '' : 's'}${sessions}`
      + `\n    ${e.message}`;
  }).join('\n');
};

const printHold = (answer: unknown) => {
  const h = answer as HeldPaymentDto;
  return `${h.status === 'released' ? 'Released' : 'Stopped'}: ${formatMoney(h.amountCents)} to ${h.to.name} ${h.to.accountNumber}.`;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/** '+32 days 4 h 10 min', '-1 day', 'none': how far the sandbox is from the real time. */
export function describeOffset(offsetMs: number): string {
  // Under a second apart is the same time (the move itself takes a moment).
  if (Math.abs(offsetMs) < 1_000) return 'none (the real time)';
  const sign = offsetMs < 0 ? '-' : '+';
  let left = Math.round(Math.abs(offsetMs) / 60_000);
  const days = Math.floor(left / (DAY_MS / 60_000));
  left -= days * (DAY_MS / 60_000);
  const parts = [days ? `${days} day${days === 1 ? '' : 's'}` : '', Math.floor(left / 60) ? `${Math.floor(left / 60)} h` : '', left % 60 ? `${left % 60} min` : ''];
  const text = parts.filter(Boolean).join(' ');
  return text ? `${sign}${text}` : `${sign}under a minute`;
}

export const printClock = (answer: unknown): string => {
  const state = answer as SandboxClockState;
  const lines = [
    `Sandbox time: ${state.auckland.slice(0, 16).replace('T', ' ')} Auckland (${state.auckland.endsWith('+13:00') ? 'NZDT' : 'NZST'}, UTC${state.auckland.slice(19)})`,
    `              ${state.utc.slice(0, 16).replace('T', ' ')} UTC`,
    `Ahead of the real time by: ${describeOffset(state.offsetMs)}`,
  ];
  if (state.note) lines.push(`Note: ${state.note}`);
  if (state.ran) {
    const r = state.ran;
    lines.push(`Ran what fell due: ${r.scheduledPosted} scheduled payment(s) posted, ${r.scheduledFailed} failed; `
      + `${r.automaticPosted} automatic payment(s) posted, ${r.automaticFailed} failed.`);
  }
  return lines.join('\n');
};

function clockRequest(args: string[]): OperatorRequest | { error: string } {
  const [what] = args;
  if (args.length === 0) return { method: 'GET', path: '/dev/clock', print: printClock };
  const move = (body: unknown): OperatorRequest => ({ method: 'POST', path: '/dev/clock', body, print: printClock });
  if (args.length === 1 && what === 'reset') return move({ reset: true });
  if (args.length === 1 && what && parseClockStep(what)) return move({ by: what });
  // '2027-04-04T02:30', or the date and time as two words.
  const typed = args.length === 2 ? args.join('T') : args.length === 1 ? what ?? '' : '';
  const at = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(typed);
  if (at && isIsoDate(at[1] ?? '') && /^([01]\d|2[0-3]):[0-5]\d$/.test(at[2] ?? '')) return move({ to: `${at[1]}T${at[2]}` });
  return { error: 'clock takes nothing, a step (+3d, -1d, +2h, +30m, +1w2d; at most ten years), an Auckland time (2027-04-04T02:30) or reset.' };
}

/** Turns the command line into one request, or a usage error (a message to print). */
export function parseOperatorArgs(argv: string[]): OperatorRequest | { error: string } {
  const { value: customer, rest } = option(argv, '--customer');
  const [command, ...args] = rest;
  if (customer !== undefined && !/^[0-9]{7}$/.test(customer)) return { error: '--customer takes a 7-digit customer number.' };
  switch (command) {
    case 'status': {
      if (args.length === 0) return { method: 'GET', path: '/api/system/status', print: printStatus };
      const subsystem = SUBSYSTEMS[(args[0] ?? '').toLowerCase()];
      if (!subsystem || args.length !== 2 || !/^[A-Za-z][A-Za-z-]*$/.test(args[1] ?? '')) {
        return { error: 'status takes a subsystem (contentApi or onlineApi) and a status (e.g. down or normal).' };
      }
      return { method: 'POST', path: '/dev/system-status', body: { subsystem, status: capitalise(args[1] ?? '') }, print: printStatus };
    }
    case 'flags':
      return { method: 'GET', path: '/dev/feature-flags', print: printFlags };
    case 'flag': {
      const [name, setting] = args;
      const enabled = setting === 'on' ? true : setting === 'off' ? false : setting === 'default' ? null : undefined;
      if (!name || enabled === undefined || args.length !== 2) return { error: 'flag takes a name and on, off or default.' };
      if (enabled === null && !customer) return { error: 'default only applies to one customer: add --customer N.' };
      return { method: 'POST', path: '/dev/feature-flags', body: { name, enabled, ...(customer ? { customerNumber: customer } : {}) }, print: printFlags };
    }
    case 'unlock': {
      const [customerNumber] = args;
      if (!customerNumber || !/^[0-9]{7}$/.test(customerNumber) || args.length !== 1) return { error: 'unlock takes a 7-digit customer number.' };
      return { method: 'POST', path: '/dev/unlock', body: { customerNumber }, print: () => `Unlocked ${customerNumber}.` };
    }
    case 'holds': {
      if (args.length === 0) return { method: 'GET', path: '/dev/holds', print: printHolds };
      const [action, id] = args;
      if ((action !== 'release' && action !== 'stop') || !id || !UUID.test(id) || args.length !== 2) {
        return { error: 'holds takes nothing (to list), or release or stop and a held payment id.' };
      }
      return { method: 'POST', path: `/dev/holds/${id}/${action}`, body: {}, print: printHold };
    }
    case 'unlock-banking': {
      const [customerNumber] = args;
      if (!customerNumber || !/^[0-9]{7}$/.test(customerNumber) || args.length !== 1) return { error: 'unlock-banking takes a 7-digit customer number.' };
      return { method: 'POST', path: '/dev/banking-unlock', body: { customerNumber },
        print: (a) => ((a as { unlocked: boolean }).unlocked ? `Unlocked the banking of ${customerNumber}.` : `${customerNumber}'s banking was not locked.`) };
    }
    case 'scam-reports': {
      if (args.length === 0) return { method: 'GET', path: '/dev/scam-reports', print: printScamReports };
      const [action, reference] = args;
      if (action !== 'confirm' || !reference || !/^SC-[A-Z2-9]{8}$/.test(reference) || args.length !== 2) {
        return { error: 'scam-reports takes nothing (to list), or confirm and a case reference (SC- and 8 characters).' };
      }
      return { method: 'POST', path: `/dev/scam-reports/${reference}/confirm`, body: {},
        print: (a) => `Confirmed ${reference}: ${(a as { accountNumber: string }).accountNumber} is on the shared list of scam accounts.` };
    }
    case 'payment-limit': {
      const [customerNumber, dollars] = args;
      const cents = dollars && /^\d{1,7}(\.\d{2})?$/.test(dollars) ? Math.round(Number(dollars) * 100) : null;
      if (!customerNumber || !/^[0-9]{7}$/.test(customerNumber) || cents === null || args.length !== 2) {
        return { error: 'payment-limit takes a 7-digit customer number and an amount in dollars (10000 or 10000.00).' };
      }
      return { method: 'POST', path: '/dev/payment-limits', body: { customerNumber, dailyLimitCents: cents },
        print: (a) => `The daily limit of ${customerNumber} is now ${formatMoney((a as { dailyLimitCents: number }).dailyLimitCents)}.` };
    }
    case 'errors': {
      const { value: limit, rest: more } = option(args, '--limit');
      if (more.length > 0 || (limit !== undefined && !(/^[1-9]\d{0,2}$/.test(limit) && Number(limit) <= 500))) {
        return { error: 'errors takes nothing, or --limit and a number (1 to 500).' };
      }
      return { method: 'GET', path: `/dev/client-errors${limit ? `?limit=${limit}` : ''}`, print: printClientErrors };
    }
    case 'codes':
      return { method: 'GET', path: `/dev/one-time-codes${customer ? `?customerNumber=${customer}` : ''}`, print: printCodes };
    case 'clock':
      return clockRequest(args);
    default:
      return { error: command ? `Unknown command '${command}'.` : 'Which command?' };
  }
}
