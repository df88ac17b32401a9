import { type EventEnvelope } from '@comarketing/contracts';
import { type ConfirmChannel } from 'amqplib';
import { countRabbitMqDeadLetters, createEnvelope, createEventBus, type EventHandler, RabbitMqEventBus, type RabbitMqEventBusOptions, replayRabbitMqDeadLetters } from '../src';
import { type QueueType, subscriptionQueues } from '../src/rabbitmq-topology';
import { captureLogger } from './helpers/logger';
import { AMQP_URL, amqpUrlVia, brokerAddress, deleteTopology, describeWithRabbitMq, drainQueue, uniqueSuffix, withChannel } from './helpers/rabbitmq';
import { eventually, TcpProxy } from '../src/testing';
import { deferred, outcomeWithoutWaiting, sleep } from './helpers/wait';

// Against a real RabbitMQ (AMQP_URL). Every run uses its own exchange and queue names and deletes
// them afterwards.

// Generous: the broker is shared with every other suite running in parallel.
jest.setTimeout(20_000);

describeWithRabbitMq('RabbitMqEventBus', () => {
  const suffix = uniqueSuffix();
  const exchange = `msgtest.events.${suffix}`;
  const queues: string[] = [];
  const buses: RabbitMqEventBus[] = [];

  /** A queue name unique to this run, in the '<service>.<purpose>' form; deleted after the suite. */
  function queueName(purpose: string): string {
    const name = `msgtest_${suffix}.${purpose}`;
    queues.push(name);
    return name;
  }

  async function newBus(options: Partial<RabbitMqEventBusOptions> = {}) {
    const log = captureLogger();
    const bus = new RabbitMqEventBus({ url: AMQP_URL!, exchange, logger: log.logger, retryDelayMs: 30, reconnectDelayMs: 50, ...options });
    buses.push(bus);
    if (options.url === undefined) await bus.connect(5000);
    return { bus, log };
  }

  function event(type: string, payload: unknown = { n: 1 }): EventEnvelope {
    return createEnvelope(type, payload, { correlationId: `corr-${uniqueSuffix()}` });
  }

  function recorder(): { handler: EventHandler; received: EventEnvelope[] } {
    const received: EventEnvelope[] = [];
    return { received, handler: async (e) => void received.push(e) };
  }

  const proxies: TcpProxy[] = [];

  /** A proxy to the broker that the test can cut; closed after the test whatever its outcome. */
  async function newProxy(): Promise<TcpProxy> {
    const proxy = new TcpProxy(brokerAddress().host, brokerAddress().port);
    proxies.push(proxy);
    await proxy.start();
    return proxy;
  }

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    await Promise.all(proxies.splice(0).map((proxy) => proxy.cut()));
  });

  afterAll(async () => {
    await deleteTopology(exchange, queues);
  });

  it('delivers a published event after the confirm, persistent, as JSON, with id, type and correlation id', async () => {
    const { bus } = await newBus();
    const queue = queueName('roundtrip');
    const { handler, received } = recorder();
    await bus.subscribe({ queue, routingKeys: ['user.registered'], handler });
    // A plain queue bound next to the subscription, to read the message as it sits on the broker.
    const probe = `msgtest_${suffix}.probe`;
    await withChannel(async (channel) => {
      await channel.assertQueue(probe, { autoDelete: false });
      await channel.bindQueue(probe, exchange, 'user.registered');
    });
    queues.push(probe);

    const published = event('user.registered', { email: 'ada@example.com' });
    await bus.publish(published);

    await eventually(() => {
      expect(received).toEqual([published]);
      return true;
    });
    const [raw] = await drainQueue(probe);
    expect(raw.fields.routingKey).toBe('user.registered');
    expect(raw.properties).toMatchObject({
      deliveryMode: 2,
      contentType: 'application/json',
      messageId: published.id,
      type: 'user.registered',
      correlationId: published.correlationId,
      headers: expect.objectContaining({ 'x-correlation-id': published.correlationId }),
    });
    expect(JSON.parse(raw.content.toString())).toEqual(published);
  });

  it('routes by topic binding keys with * and #', async () => {
    const { bus } = await newBus();
    const exact = recorder();
    const star = recorder();
    const hash = recorder();
    await bus.subscribe({ queue: queueName('exact'), routingKeys: ['user.registered'], handler: exact.handler });
    await bus.subscribe({ queue: queueName('star'), routingKeys: ['user.*'], handler: star.handler });
    await bus.subscribe({ queue: queueName('hash'), routingKeys: ['#.created', 'page.viewed'], handler: hash.handler });

    for (const type of ['user.registered', 'user.deleted', 'match.created', 'request.created', 'page.viewed', 'business.verified']) {
      await bus.publish(event(type));
    }

    const types = (r: { received: EventEnvelope[] }) => r.received.map((e) => e.type).sort();
    await eventually(() => {
      expect(types(exact)).toEqual(['user.registered']);
      expect(types(star)).toEqual(['user.deleted', 'user.registered']);
      expect(types(hash)).toEqual(['match.created', 'page.viewed', 'request.created']);
      return true;
    });
  });

  it('gives every instance its own copy through transient queues, which vanish with their connection', async () => {
    const queue = queueName('live');
    const first = await newBus();
    const second = await newBus();
    const a = recorder();
    const b = recorder();
    await first.bus.subscribe({ queue: `${queue}-a`, routingKeys: ['notification.created'], handler: a.handler, transient: true, maxRetries: 0 });
    await second.bus.subscribe({ queue: `${queue}-b`, routingKeys: ['notification.created'], handler: b.handler, transient: true, maxRetries: 0 });
    const sent = event('notification.created');
    await first.bus.publish(sent);
    await eventually(() => {
      expect(a.received.map((e) => e.id)).toEqual([sent.id]);
      expect(b.received.map((e) => e.id)).toEqual([sent.id]);
      return true;
    });

    await first.bus.close();
    await eventually(async () => {
      const exists = await withChannel(async (channel) => {
        try {
          await channel.checkQueue(`${queue}-a`);
          return true;
        } catch {
          return false;
        }
      });
      expect(exists).toBe(false);
      return true;
    });
  });

  it('drops an event whose handler fails on a transient queue, without retrying it, and keeps consuming', async () => {
    const { bus, log } = await newBus({ maxRetries: 3 });
    const queue = queueName('live-failing');
    const attempts: string[] = [];
    await bus.subscribe({
      queue,
      routingKeys: ['notification.created'],
      transient: true,
      handler: async (e) => {
        attempts.push(e.id);
        if (attempts.length === 1) throw new Error('browser gone');
      },
    });
    const [dropped, next] = [event('notification.created'), event('notification.created')];
    await bus.publish(dropped);
    await bus.publish(next);

    await eventually(() => {
      expect(attempts).toEqual([dropped.id, next.id]);
      return true;
    });
    await bus.drain();
    expect(attempts).toEqual([dropped.id, next.id]);
    expect(log.at('warn').filter((line) => line.msg.includes('transient queue; dropped'))).toEqual([expect.objectContaining({ eventId: dropped.id })]);
  });

  it('keeps namespaced buses on one broker apart', async () => {
    const queue = queueName('namespaced');
    const left = await newBus({ namespace: `ns_${suffix}_left` });
    const right = await newBus({ namespace: `ns_${suffix}_right` });
    queues.push(`ns_${suffix}_left.${queue}`, `ns_${suffix}_right.${queue}`);
    const l = recorder();
    const r = recorder();
    await left.bus.subscribe({ queue, routingKeys: ['user.registered'], handler: l.handler });
    await right.bus.subscribe({ queue, routingKeys: ['user.registered'], handler: r.handler });
    const fromLeft = event('user.registered');
    await left.bus.publish(fromLeft);
    await eventually(() => {
      expect(l.received.map((e) => e.id)).toEqual([fromLeft.id]);
      return true;
    });
    // The publish was confirmed, so it was routed: had it reached the right bus's queue, its
    // handler would run before the drain ends.
    await right.bus.drain();
    expect(r.received).toEqual([]);
    await deleteTopology(`ns_${suffix}_left.${exchange}`, []);
    await deleteTopology(`ns_${suffix}_right.${exchange}`, []);
  });

  it('shares one queue between two bus instances (competing consumers), each event handled once', async () => {
    const queue = queueName('competing');
    const instances = [await newBus({ prefetch: 1 }), await newBus({ prefetch: 1 })];
    const byInstance: string[][] = [[], []];
    for (const [index, { bus }] of instances.entries()) {
      await bus.subscribe({
        queue,
        routingKeys: ['request.created'],
        handler: async (e) => {
          byInstance[index].push(e.id);
          await sleep(10);
        },
      });
    }

    const events = Array.from({ length: 10 }, () => event('request.created'));
    for (const e of events) await instances[0].bus.publish(e);

    await eventually(() => {
      expect([...byInstance[0], ...byInstance[1]].sort()).toEqual(events.map((e) => e.id).sort());
      return true;
    });
    expect(byInstance[0].length).toBeGreaterThan(0);
    expect(byInstance[1].length).toBeGreaterThan(0);
  });

  it('retries a failing handler through the retry queue after the delay, without dead-lettering once it succeeds', async () => {
    const { bus, log } = await newBus();
    const queue = queueName('flaky');
    let attempts = 0;
    await bus.subscribe({
      queue,
      routingKeys: ['user.registered'],
      retryDelayMs: 1000,
      handler: async () => {
        attempts++;
        if (attempts < 2) throw new Error('transient');
      },
    });
    await bus.publish(event('user.registered'));

    // The delay is the broker's: the copy waits in the retry queue, with the delay as its expiry,
    // until the broker dead-letters it back; only then is the handler run again.
    await eventually(async () => {
      const waiting = (await withChannel((channel) => channel.checkQueue(`${queue}.retry`))).messageCount;
      expect({ attempts, waiting }).toEqual({ attempts: 1, waiting: 1 });
      return true;
    });
    expect(log.at('warn')).toEqual([expect.objectContaining({ queue, retryInMs: 1000, msg: expect.stringContaining('retry scheduled') })]);
    await eventually(() => {
      expect(attempts).toBe(2);
      return true;
    });
    await bus.drain();
    expect(attempts).toBe(2);
    expect(await drainQueue(`${queue}.dlq`)).toHaveLength(0);
  });

  it('drain() waits for a retry waiting in the retry queue and for the handler it runs', async () => {
    const { bus } = await newBus();
    let attempts = 0;
    let finished = 0;
    await bus.subscribe({
      queue: queueName('draining'),
      routingKeys: ['user.registered'],
      retryDelayMs: 300,
      handler: async () => {
        if (++attempts === 1) throw new Error('transient');
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished++;
      },
    });
    await bus.publish(event('user.registered'));
    await eventually(() => (attempts === 1 ? true : undefined));
    await bus.drain();
    expect(attempts).toBe(2);
    expect(finished).toBe(1);
  });

  it('dead-letters an event whose handler always fails after exactly 1 + maxRetries attempts, logging it at error level', async () => {
    const { bus, log } = await newBus({ maxRetries: 9 });
    const queue = queueName('poison');
    let attempts = 0;
    await bus.subscribe({
      queue,
      routingKeys: ['user.registered'],
      maxRetries: 3,
      handler: async () => {
        attempts++;
        throw new Error('template missing');
      },
    });
    const published = event('user.registered');
    await bus.publish(published);

    const dead = await eventually(async () => {
      const messages = await drainQueue(`${queue}.dlq`);
      expect(messages).toHaveLength(1);
      return messages[0];
    });
    expect(attempts).toBe(4);
    expect(dead.properties.messageId).toBe(published.id);
    expect(dead.properties.headers).toMatchObject({ 'x-attempts': 3, 'x-last-error': 'template missing' });
    expect(JSON.parse(dead.content.toString())).toEqual(published);
    expect(log.at('error')).toEqual([
      expect.objectContaining({ eventId: published.id, eventType: 'user.registered', correlationId: published.correlationId, queue, attempts: 4 }),
    ]);
    expect(log.at('warn').filter((line) => line.msg.includes('retry scheduled'))).toHaveLength(3);

    await bus.drain(); // nothing keeps going round: no broker requeue loop
    expect(attempts).toBe(4);
    expect(await drainQueue(queue)).toHaveLength(0);
    expect(await drainQueue(`${queue}.retry`)).toHaveLength(0);
  });

  it('retries an outage far beyond maxRetries with a growing delay, and does not dead-letter it', async () => {
    const { bus, log } = await newBus({ maxRetries: 1, outageMaxDelayMs: 100 });
    const queue = queueName('outage');
    let attempts = 0;
    await bus.subscribe({
      queue,
      routingKeys: ['user.registered'],
      handler: async () => {
        if (++attempts <= 8) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    });
    await bus.publish(event('user.registered'));
    await eventually(() => {
      expect(attempts).toBe(9);
      return true;
    }, 15_000);
    expect(await drainQueue(`${queue}.dlq`)).toHaveLength(0);
    const retries = log.at('warn').filter((line) => line.msg.includes('retry scheduled'));
    expect(retries).toHaveLength(8);
    expect(retries.every((line) => line.failure === 'outage')).toBe(true);
    // 30 ms doubling (give or take a fifth) up to the 100 ms cap.
    const delays = retries.map((line) => line.retryInMs as number);
    expect(delays[0]).toBeLessThanOrEqual(36);
    expect(delays.slice(3).every((delay) => delay >= 80 && delay <= 100)).toBe(true);
  });

  it('puts dead letters back into their queue on request (replay), as fresh deliveries', async () => {
    const { bus } = await newBus({ maxRetries: 0 });
    const queue = queueName('replay');
    let healed = false;
    const handled: EventEnvelope[] = [];
    await bus.subscribe({
      queue,
      routingKeys: ['user.registered'],
      handler: async (e) => {
        if (!healed) throw new Error('template missing');
        handled.push(e);
      },
    });
    const published = [event('user.registered', { n: 1 }), event('user.registered', { n: 2 })];
    for (const e of published) await bus.publish(e);
    const ref = { url: AMQP_URL!, queue };
    await eventually(async () => {
      expect(await countRabbitMqDeadLetters(ref)).toBe(2);
      return true;
    });
    // The bus itself counts its own queues' dead letters (the admin panel's system view).
    expect(await bus.deadLetterCounts()).toEqual(expect.arrayContaining([{ queue, count: 2 }]));

    // Replayed before the cause is fixed: each fails again and is back, once; the replay ends.
    expect(await replayRabbitMqDeadLetters(ref)).toBe(2);
    await eventually(async () => {
      expect(await countRabbitMqDeadLetters(ref)).toBe(2);
      return true;
    });

    healed = true; // the bug is fixed; an operator replays
    expect(await replayRabbitMqDeadLetters(ref, 1)).toBe(1);
    await eventually(() => {
      expect(handled.map((e) => e.id)).toEqual([published[0].id]);
      return true;
    });
    expect(await replayRabbitMqDeadLetters(ref)).toBe(1);
    await eventually(() => {
      expect(handled.map((e) => e.id)).toEqual(published.map((e) => e.id));
      return true;
    });
    expect(await countRabbitMqDeadLetters(ref)).toBe(0);
    await expect(replayRabbitMqDeadLetters({ url: AMQP_URL!, queue: `${queue}-typo` })).rejects.toThrow(/NOT_FOUND/);
  });

  it('deletes a queue with its retry and dead-letter queues on request', async () => {
    const { bus } = await newBus();
    const queue = queueName('deleted');
    await bus.subscribe({ queue, routingKeys: ['user.registered'], handler: async () => undefined });
    await bus.deleteQueue(queue);
    for (const name of [queue, `${queue}.retry`, `${queue}.dlq`]) {
      await expect(withChannel((channel) => channel.checkQueue(name))).rejects.toThrow(/NOT_FOUND/);
    }
    // Nothing declares it again: not a reconnect, not a publish.
    await bus.publish(event('user.registered'));
    expect(bus.health()).toEqual({ status: 'up' });
    await expect(withChannel((channel) => channel.checkQueue(queue))).rejects.toThrow(/NOT_FOUND/);
  });

  it('sends a malformed message straight to the dead-letter queue, without calling the handler or retrying', async () => {
    const { bus, log } = await newBus();
    const queue = queueName('malformed');
    const { handler, received } = recorder();
    await bus.subscribe({ queue, routingKeys: ['user.registered'], handler });

    await withChannel(async (channel) => {
      channel.publish(exchange, 'user.registered', Buffer.from('this is not json'), { messageId: 'garbage-1' });
      channel.publish(exchange, 'user.registered', Buffer.from('{"hello":"world"}'), { messageId: 'garbage-2' });
      await channel.waitForConfirms();
    });
    const good = event('user.registered');
    await bus.publish(good);

    await eventually(async () => {
      expect(received).toEqual([good]);
      return true;
    }, 2000).catch((e) => { console.error(JSON.stringify(log.lines, null, 1)); throw e; });
    const dead = await eventually(async () => {
      const messages = await drainQueue(`${queue}.dlq`);
      expect(messages).toHaveLength(2);
      return messages;
    });
    expect(dead.map((m) => m.properties.messageId).sort()).toEqual(['garbage-1', 'garbage-2']);
    expect(dead.every((m) => m.properties.headers?.['x-attempts'] === undefined)).toBe(true);
    expect(log.at('error').filter((line) => line.msg.includes('Malformed'))).toHaveLength(2);
  });

  it('limits the deliveries in flight per consumer to the prefetch count', async () => {
    const { bus } = await newBus({ prefetch: 2 });
    const gate = deferred();
    let running = 0;
    let maxRunning = 0;
    let done = 0;
    const queue = queueName('prefetch');
    await bus.subscribe({
      queue,
      routingKeys: ['match.created'],
      handler: async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        await gate.promise;
        running--;
        done++;
      },
    });
    for (let i = 0; i < 6; i++) await bus.publish(event('match.created'));

    // The broker keeps the other four: it hands the consumer no more than two unacknowledged.
    await eventually(async () => {
      expect(running).toBe(2);
      expect((await withChannel((channel) => channel.checkQueue(queue))).messageCount).toBe(4);
      return true;
    });
    gate.resolve();
    await eventually(() => {
      expect(done).toBe(6);
      return true;
    });
    expect(maxRunning).toBe(2);
  });

  it('resolves publish for an event no queue is bound to (unroutable), logging it', async () => {
    const { bus, log } = await newBus();
    const published = event(`nobody.listens${suffix}`);
    await expect(bus.publish(published)).resolves.toBeUndefined();
    await eventually(() => {
      expect(log.at('warn')).toEqual([expect.objectContaining({ eventId: published.id })]);
      return true;
    });
  });

  it('fails publish fast and reports down while it cannot reach the broker, and connect() rejects after its timeout', async () => {
    const proxy = await newProxy();
    await proxy.cut(); // a port nothing listens on
    const { bus } = await newBus({ url: amqpUrlVia(proxy.port) });

    // The rejection is the deadline's own (the attempts themselves never give up).
    await expect(bus.connect(300)).rejects.toThrow(/within 300 ms/);
    expect(bus.health()).toEqual({ status: 'down', detail: expect.stringMatching(/ECONNREFUSED/) });

    // No waiting for a connection: refused before any timer or socket could have a say.
    expect(await outcomeWithoutWaiting(bus.publish(event('user.registered')))).toMatch(/^rejected: .*not connected/);

    // Keeps trying in the background: once the broker is reachable it connects on its own.
    await proxy.restore();
    await eventually(() => {
      expect(bus.health()).toEqual({ status: 'up' });
      return true;
    }, 5000);
    await bus.close();
    await proxy.cut();
  });

  it('reconnects after losing the broker, re-asserting the topology and re-subscribing its consumers', async () => {
    const proxy = await newProxy();
    const { bus, log } = await newBus({ url: amqpUrlVia(proxy.port) });
    await bus.connect(5000);
    const queue = queueName('reconnect');
    const { handler, received } = recorder();
    await bus.subscribe({ queue, routingKeys: ['user.updated'], handler });
    const before = event('user.updated');
    await bus.publish(before);
    await eventually(() => {
      expect(received).toEqual([before]);
      return true;
    });

    await proxy.cut();
    await eventually(() => {
      expect(bus.health().status).toBe('down');
      return true;
    });
    await expect(bus.publish(event('user.updated'))).rejects.toThrow(/not connected/);
    // Meanwhile the queue is deleted, as a broker reset would: reconnecting must declare it again.
    await withChannel((channel) => channel.deleteQueue(queue));

    await proxy.restore();
    await eventually(() => {
      expect(bus.health()).toEqual({ status: 'up' });
      return true;
    }, 5000);
    const after = event('user.updated');
    await bus.publish(after);
    await eventually(() => {
      expect(received).toEqual([before, after]);
      return true;
    });
    expect(log.at('warn').some((line) => line.msg.includes('Lost RabbitMQ'))).toBe(true);

    await bus.close();
    await proxy.cut();
  });

  it('in a throwaway namespace, leaves nothing on the broker once its queues go unused', async () => {
    const namespace = `msgtest-expiring-${suffix}`;
    const { bus } = await newBus({ namespace, queueExpiresMs: 1000 });
    await bus.subscribe({ queue: 'svc.expiring', routingKeys: ['user.updated'], handler: async () => undefined });
    const queue = `${namespace}.svc.expiring`;
    const exists = (check: (channel: ConfirmChannel) => Promise<unknown>) => withChannel(check).then(() => true, () => false);
    // Classic queues: the broker refuses a declaration whose queue type differs from the queue's.
    const declaredAs = (queueType: QueueType) => exists((channel) => channel.assertQueue(queue, subscriptionQueues(queue, { queueType, expiresMs: 1000 }).find((declaration) => declaration.name === queue)!.options));
    expect(await declaredAs('quorum')).toBe(false);
    expect(await declaredAs('classic')).toBe(true);
    await bus.close();

    await eventually(async () => {
      for (const name of [queue, `${queue}.retry`, `${queue}.dlq`]) expect(await exists((channel) => channel.checkQueue(name))).toBe(false);
      expect(await exists((channel) => channel.checkExchange(`${namespace}.${exchange}`))).toBe(false);
      return true;
      // A look at a queue (a passive declaration) counts as a use of it: looking more often than it
      // expires would keep it forever.
    }, 15_000, 1500);
  });

  it('closes without the broker answering and leaves no socket open when the broker stops answering', async () => {
    const proxy = await newProxy();
    const { bus } = await newBus({ url: amqpUrlVia(proxy.port) });
    await bus.connect(5000);
    await bus.subscribe({ queue: queueName('silent'), routingKeys: ['user.updated'], handler: async () => undefined });
    expect(proxy.openConnections).toBe(1);

    // The connection stays up but nothing comes back: amqplib alone would wait for heartbeats
    // (minutes) and a test process would not exit.
    proxy.freeze();
    // So close() finishes only by giving up on the broker (each step of its teardown is bounded).
    let closed = false;
    const closing = bus.close().then(() => void (closed = true));
    await eventually(() => {
      expect({ closed, openConnections: proxy.openConnections }).toEqual({ closed: true, openConnections: 0 });
      return true;
    }, 15_000);
    await closing;
  });

  it('rejects a subscription the broker refuses, and keeps the others running', async () => {
    const { bus } = await newBus();
    const queue = queueName('conflict');
    // The queue already exists as a classic queue without our dead-lettering arguments.
    await withChannel((channel) => channel.assertQueue(queue, { durable: true }));

    await expect(bus.subscribe({ queue, routingKeys: ['a.b'], handler: async () => undefined })).rejects.toThrow(/PRECONDITION_FAILED/);

    const { handler, received } = recorder();
    await bus.subscribe({ queue: queueName('fine'), routingKeys: ['a.b'], handler });
    const published = event('a.b');
    await bus.publish(published);
    await eventually(() => {
      expect(received).toEqual([published]);
      return true;
    });
    expect(bus.health()).toEqual({ status: 'up' });
  });

  it('accepts subscriptions before it is connected and starts them on connect', async () => {
    const log = captureLogger();
    const bus = new RabbitMqEventBus({ url: AMQP_URL!, exchange, logger: log.logger, queueType: 'classic' });
    buses.push(bus);
    const { handler, received } = recorder();
    await bus.subscribe({ queue: queueName('early'), routingKeys: ['group.created'], handler });
    expect(bus.health()).toEqual({ status: 'down', detail: 'not connected' });

    await bus.connect(5000);
    const published = event('group.created');
    await bus.publish(published);
    await eventually(() => {
      expect(received).toEqual([published]);
      return true;
    });
  });

  it('createEventBus() with an AMQP URL returns a RabbitMQ bus that connects in the background', async () => {
    const log = captureLogger();
    const bus = createEventBus({ amqpUrl: AMQP_URL, logger: log.logger });
    expect(bus).toBeInstanceOf(RabbitMqEventBus);
    buses.push(bus as RabbitMqEventBus);
    await eventually(() => {
      expect(bus.health()).toEqual({ status: 'up' });
      return true;
    });
    await bus.close();
    expect(bus.health()).toEqual({ status: 'down', detail: 'closed' });
    await expect(bus.publish(event('a.b'))).rejects.toThrow(/not connected \(closed\)/);
  });
});
