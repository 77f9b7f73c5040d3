/**
 * A service made only when a test first calls one of its methods: a contract subject can
 * offer a second customer that most of its tests never touch (Jack, to be refused Aroha's
 * card), and only the tests that call it pay for cloning and logging that customer in (about
 * half a second of CPU on the sandbox). Every member of `T` must be an async method.
 */
export function onFirstCall<T extends object>(make: () => Promise<T>): T {
  let made: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, property) {
      // Not a thenable: awaiting the subject that holds this service must not call make().
      if (property === 'then') return undefined;
      return async (...args: unknown[]) => {
        made ??= make();
        const service = await made;
        const method = service[property as keyof T];
        if (typeof method !== 'function') throw new Error(`onFirstCall: ${String(property)} is not a method of the service`);
        return (method as (...a: unknown[]) => unknown).apply(service, args);
      };
    },
  });
}
