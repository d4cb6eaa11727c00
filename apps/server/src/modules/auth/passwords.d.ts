export declare const hashPassword: (password: string) => Promise<string>;
export declare function verifyPassword(hash: string, password: string): Promise<boolean>;
/** Session tokens are 256 random bits; the database keeps only their SHA-256, so a leaked table grants nothing. */
export declare const newToken: () => string;
export declare const tokenHash: (token: string) => string;
