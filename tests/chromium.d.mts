export declare const chromiumPath: string | undefined;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath?: string; args: string[] };
