-- INE's CNAE-2009 reads "Otros servicios personales n.c.o.p." for 9609 (0009 transcribed it wrongly).
UPDATE "cnaes" SET "description" = 'Otros servicios personales n.c.o.p.' WHERE "code" = '9609';
