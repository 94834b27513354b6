export declare function sendAsNewVisitor(
  url: string,
  request: { method: string; headers: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; headers: [string, string][]; body: Buffer }>;
