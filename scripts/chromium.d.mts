export declare const chromiumPath: string;
export declare const chromiumMissingMessage: string;
export declare const hasChromium: () => boolean;
export declare const chromiumArgs: string[];
