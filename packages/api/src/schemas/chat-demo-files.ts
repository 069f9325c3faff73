/**
 * The files the demo's talk sends (decision 1604): a screenshot of a checkout error (a 240x150 PNG)
 * and a launch checklist (a one-page PDF), base64. The server's seed and the mocks send the same.
 */
export const demoChatFiles = [
  {
    name: 'checkout-error.png',
    content_type: 'image/png',
    base64:
      'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAAB2klEQVR42u3ZMQrCMACG0e7ewqEn6Tk8mrdxqbObi05uuggiIjrGEEJFCDF98MbSIf3okL87ni7QjM4RIGgQNAgaBI2gYT5Bn4dh4uuu68XEJ5ebldOndNDvlEP5lEP5lEO+AYWCjmrONB3VnGk6qlnTCBq+DzpZc7LpZM3JppM1axp/aBA0bjnccuAe2j00lkIQNAgaQYOgQdDwW9C3+wOaIWgEDYIGQYOgETQIGgQNggZBI2gQNAgaBA2CRtAgaPjHoLe7A1URsaAFLWhBC1rQCFrQCFrQgkbQgha0oAUtaAQtaARt+kbQTgFBg6BB0CBoBA2CBkGDoMH0zfwGeUEjaBA0ghY0ghY0ghY0ggZBI2hBI2jTN6ZvEDQIGgQNgkbQIGgQNAgaBI2gQdAgaBA0CBpBf3qOIxQjaAQtaAQNggZBI2hBI2hBI2gQNNQe9L7vaYygEbSgEbSgEbSgEbSgBS1oBC1oBG1YwbAiaAQtaAQNggZBI2hBI2hBY1ihlpFC0IIWtKARtKAFjaAFLWhBC1rQgha0oBG0YQUEjaAFjaAFjaBB0CBoBC1oBO2UETQIGgSNoKEVgkbQIGgQNAgaQYOgQdAgaBA0ggZBg6BB0CBoBA2Chgq8AHqFS4gOhhEYAAAAAElFTkSuQmCC',
  },
  {
    name: 'launch-checklist.pdf',
    content_type: 'application/pdf',
    base64:
      'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqIDIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PmVuZG9iaiAzIDAgb2JqPDwvVHlwZS9QYWdlL01lZGlhQm94WzAgMCAyMDAgMTAwXS9QYXJlbnQgMiAwIFI+PmVuZG9iagp0cmFpbGVyPDwvUm9vdCAxIDAgUj4+CiUlRU9GCg==',
  },
] as const;
