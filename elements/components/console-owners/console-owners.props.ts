// The owners page loads its lists itself: owners and invitations change only through it.
export type ConsoleOwnersProps = Record<never, never>;
