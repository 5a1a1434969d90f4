// The part of Node's `async_hooks` that workerd provides under nodejs_compat and the logger uses.
// Declared here rather than through @types/node, whose globals would clash with the Workers types.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<Store> {
    getStore(): Store | undefined;
    run<Result>(store: Store, callback: () => Result): Result;
  }
}
