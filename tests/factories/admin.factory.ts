// The row builders live with the demo seed (db/seed/factories/), which must not import tests/.
export * from '#db/seed/factories/admin.factory.ts';
