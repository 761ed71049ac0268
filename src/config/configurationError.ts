/** A setting the platform cannot start with; its message says what to set instead. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}
