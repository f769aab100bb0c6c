/* UOI's engine comes from libfrontier, not io_engine_new: it gets the
 * program's start settings as setoption commands read before the first
 * line of its input, which UOI answers with nothing when they are good
 * (main has checked them). */
#ifndef FRONTIER_UOI_START_STREAM_H
#define FRONTIER_UOI_START_STREAM_H

#include <stdio.h>
#include "engine_open.h"

/* A stream giving "setoption name N value V" for each setting, then the
 * lines of in as io_read_line gives them (the line main read ahead to
 * recognise the protocol first); NULL if it cannot be made. */
FILE *uoi_start_stream(FILE *in, const IoStartSetting *settings, int count);

#endif
