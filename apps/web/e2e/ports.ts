export const E2E_API_PORT = 3100;
export const E2E_WEB_PORT = 4173;
