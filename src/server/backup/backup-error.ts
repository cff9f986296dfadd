/** A backup, restore or move that cannot go on; its message is printed as is, without a stack trace. */
export class BackupError extends Error {}
