/** Where a sign-in comes from: its user agent, the device id it named (or none), its address. */
export type SigninDevice = { userAgent: string; deviceId: string | null; ip: string };

/** A session starting (decision 1027): whose, its id, and the device it starts on. */
export type NewDeviceSignin = { userId: string; sessionId: string; device: SigninDevice };
